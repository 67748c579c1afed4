import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '~/ui/toast/toast-store';
import { Toaster } from '~/ui/toast/toaster';
import { browserApi } from './browser-api';

function failWith(status: number, statusText: string, message: string) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 'error', result: { message } }), { status, statusText }));
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('browserApi', () => {
  it('raises the red top-right API-error popup headed by the HTTP status, and still rejects', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    failWith(500, 'Internal Server Error', 'Поиск недоступен\nподробности');
    await act(() => expect(browserApi.get('/Search/getFromBar/', { q: 'болт' })).rejects.toThrow('Поиск недоступен'));
    expect(screen.getByText('500 Internal Server Error')).toBeTruthy();
    expect(screen.getByText('Поиск недоступен')).toBeTruthy();
    expect(document.querySelector('.ui-toaster--top-right .ui-toast--error')).not.toBeNull();
  });

  it('raises nothing for a 404', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    failWith(404, 'Not Found', 'Нет такого');
    await act(() => expect(browserApi.get('/Catalog/getProduct/', { code: 'no-such-product' })).rejects.toThrow('Нет такого'));
    expect(screen.queryByText('Нет такого')).toBeNull();
  });
});
