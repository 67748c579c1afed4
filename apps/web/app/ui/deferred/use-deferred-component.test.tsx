import { act, render, screen } from '@testing-library/react';
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
});
