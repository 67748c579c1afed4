import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search';

const page = () => <RouterProvider router={createMemoryRouter([{ path: '/', element: <HeaderSearch /> }])} />;

describe('HeaderSearch', () => {
  it('keeps a query typed before the page hydrated, into the box with suggestions', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'болт М10';

    await act(async () => {
      render(page(), { container, hydrate: true });
    });
    // Focusing the box loads the one with suggestions, which starts from the plain box's text.
    fireEvent.focus(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }));
    const box = await screen.findByRole('combobox', { name: 'Поиск по каталогу' });
    expect((box as HTMLInputElement).value).toBe('болт М10');
    container.remove();
  });
});
