import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverErrorMessage, showServerError } from './server-error-toast';
import { addToast, clearToasts } from './toast-store';
import { Toaster } from './toaster';

function setup() {
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('close themselves after 7500 ms', () => {
    setup();
    act(() => void addToast({ message: 'Товар добавлен в корзину' }));
    advance(7499);
    expect(screen.getByText('Товар добавлен в корзину')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Товар добавлен в корзину')).toBeNull();
  });

  it('stay when auto-close is suppressed, until closed by the button', () => {
    setup();
    act(() => void addToast({ message: 'Промокод применён', duration: null }));
    advance(60_000);
    expect(screen.getByText('Промокод применён')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Промокод применён')).toBeNull();
  });

  it('sit bottom-centre by default; a link makes the toast clickable', () => {
    setup();
    act(() => void addToast({ message: 'Перейти в корзину', link: '/basket/' }));
    expect(screen.getByRole('link', { name: /Перейти в корзину/ }).getAttribute('href')).toBe('/basket/');
    expect(document.querySelector('.ui-toaster--bottom-center')).not.toBeNull();
  });
});

describe('server-error toast', () => {
  it('is red, top-right, headed by status and status text, and shows only the first line', () => {
    setup();
    act(() => showServerError({ httpStatus: 500, httpStatusText: 'Internal Server Error', result: { message: 'База недоступна\nstack trace…' } }));
    expect(screen.getByText('500 Internal Server Error')).toBeTruthy();
    expect(screen.getByText('База недоступна')).toBeTruthy();
    expect(screen.queryByText(/stack trace/)).toBeNull();
    expect(document.querySelector('.ui-toaster--top-right .ui-toast--error')).not.toBeNull();
  });

  it("falls back to 'В момент запроса произошла ошибка'", () => {
    setup();
    act(() => showServerError({ httpStatus: 502, httpStatusText: 'Bad Gateway', result: { message: '' } }));
    expect(screen.getByText(serverErrorMessage)).toBeTruthy();
    expect(serverErrorMessage).toBe('В момент запроса произошла ошибка');
  });

  it('is never shown for 404', () => {
    setup();
    act(() => showServerError({ httpStatus: 404, httpStatusText: 'Not Found', result: { message: 'Нет такого товара' } }));
    expect(screen.queryByText('Нет такого товара')).toBeNull();
  });

  it('an open one is closed and the new one opens 100 ms later', () => {
    setup();
    act(() => showServerError({ httpStatus: 500, httpStatusText: 'Internal Server Error', result: { message: 'Первая' } }));
    act(() => showServerError({ httpStatus: 503, httpStatusText: 'Service Unavailable', result: { message: 'Вторая' } }));
    expect(screen.queryByText('Первая')).toBeNull();
    expect(screen.queryByText('Вторая')).toBeNull();
    advance(99);
    expect(screen.queryByText('Вторая')).toBeNull();
    advance(1);
    expect(screen.getByText('Вторая')).toBeTruthy();
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
  });
});
