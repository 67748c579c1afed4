import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerErrorLike } from './server-error-toast';
import { clearToasts } from './toast-store';
import { Toaster } from './toaster';
import { useServerErrorToast } from './use-server-error-toast';

function Page({ answer }: { answer?: ServerErrorLike }) {
  useServerErrorToast(answer);
  return <Toaster />;
}

const taken = () => ({ httpStatus: 409, httpStatusText: 'Conflict', result: { message: 'Пользователь с таким email уже зарегистрирован' } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('useServerErrorToast', () => {
  it('raises the popup once per answer: closed, it stays closed when the page renders or mounts again', () => {
    const answer = taken();
    const view = render(
      <MemoryRouter>
        <Page answer={answer} />
      </MemoryRouter>,
    );
    expect(screen.getByText('409 Conflict')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    view.rerender(
      <MemoryRouter>
        <Page answer={answer} />
      </MemoryRouter>,
    );
    view.unmount();
    render(
      <MemoryRouter>
        <Page answer={answer} />
      </MemoryRouter>,
    );
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Пользователь с таким email уже зарегистрирован')).toBeNull();
  });

  it('a new answer closes the open popup and shows itself 100 ms later', () => {
    const view = render(
      <MemoryRouter>
        <Page answer={taken()} />
      </MemoryRouter>,
    );
    view.rerender(
      <MemoryRouter>
        <Page answer={{ ...taken(), result: { message: 'Пользователь с таким телефоном уже зарегистрирован' } }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Пользователь с таким телефоном уже зарегистрирован')).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByText('Пользователь с таким телефоном уже зарегистрирован')).toBeTruthy();
  });

  it('raises nothing without an answer', () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.ui-toast')).toBeNull();
  });
});
