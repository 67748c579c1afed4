import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeferredComponent } from './use-deferred-component';

function Rich({ label }: { label: string }) {
  return <button type="button">{`rich ${label}`}</button>;
}

function Host({ load }: { load: () => Promise<{ default: typeof Rich }> }) {
  const { Component, loadNow } = useDeferredComponent(load);
  return Component ? (
    <Component label="menu" />
  ) : (
    <a href="/profile/" onFocus={loadNow}>
      plain
    </a>
  );
}

/** A stand-in button that works on its own (its own click handler), as the basket picker's does. */
function PressHost({ load, onClick }: { load: () => Promise<{ default: typeof Rich }>; onClick: () => void }) {
  const { Component, loadNow } = useDeferredComponent(load);
  return Component ? (
    <Component label="menu" />
  ) : (
    <button type="button" onPointerEnter={loadNow} onClick={onClick}>
      plain
    </button>
  );
}

/** A module download that arrives when the test says so. */
function controlledLoad() {
  let arrive = (_module: { default: typeof Rich }) => {};
  const load = vi.fn(() => new Promise<{ default: typeof Rich }>((resolve) => (arrive = resolve)));
  return { load, arrive: (module: { default: typeof Rich }) => arrive(module) };
}

/** The pointer comes onto the stand-in (which starts its download) and presses it. */
function pressStandIn() {
  const standIn = screen.getByRole('button', { name: 'plain' });
  fireEvent.pointerEnter(standIn);
  fireEvent.pointerDown(standIn);
  return standIn;
}

describe('useDeferredComponent', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the stand-in first, then the component once the browser is idle, downloading once for all users', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ default: Rich }));
    render(
      <>
        <Host load={load} />
        <Host load={load} />
      </>,
    );
    expect(screen.getAllByRole('link', { name: 'plain' })).toHaveLength(2);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getAllByRole('button', { name: 'rich menu' })).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the visitor reaches for the stand-in', async () => {
    const load = vi.fn(async () => ({ default: Rich }));
    render(<Host load={load} />);
    await act(async () => screen.getByRole('link', { name: 'plain' }).focus());
    expect(await screen.findByRole('button', { name: 'rich menu' })).toBeDefined();
    expect(load).toHaveBeenCalled();
  });

  it('keeps the stand-in under a pressed pointer until the click has reached it, then shows the module', async () => {
    const { load, arrive } = controlledLoad();
    const clicked = vi.fn();
    render(<PressHost load={load} onClick={clicked} />);
    const standIn = pressStandIn();
    await act(async () => arrive({ default: Rich }));
    // Arrived mid-press: swapping now would move the release onto another element, and nothing would be clicked.
    expect(screen.getByRole('button', { name: 'plain' })).toBe(standIn);
    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'rich menu' })).toBeDefined();
  });

  it('shows a module that arrived during a press that ended without a click, a moment after the release', async () => {
    vi.useFakeTimers();
    const { load, arrive } = controlledLoad();
    render(<PressHost load={load} onClick={() => {}} />);
    const standIn = pressStandIn();
    await act(async () => arrive({ default: Rich }));
    fireEvent.pointerUp(document.body);
    expect(screen.getByRole('button', { name: 'plain' })).toBe(standIn);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByRole('button', { name: 'rich menu' })).toBeDefined();
  });

  it('shows a module that arrives with no pointer pressed at once', async () => {
    const { load, arrive } = controlledLoad();
    render(<PressHost load={load} onClick={() => {}} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'plain' }));
    await act(async () => arrive({ default: Rich }));
    expect(screen.getByRole('button', { name: 'rich menu' })).toBeDefined();
  });

  it('keeps the press when an element of the page loses focus to it', async () => {
    const { load, arrive } = controlledLoad();
    render(
      <>
        <input aria-label="search" />
        <PressHost load={load} onClick={() => {}} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'search' });
    field.focus();
    const standIn = pressStandIn();
    fireEvent.blur(field);
    await act(async () => arrive({ default: Rich }));
    expect(screen.getByRole('button', { name: 'plain' })).toBe(standIn);
    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn);
    expect(await screen.findByRole('button', { name: 'rich menu' })).toBeDefined();
  });
});
