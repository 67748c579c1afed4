import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './header-search';
import { searchDebounceMs } from './header-search-box';
import { fetchSuggestions } from './search-api';

vi.mock('./search-api', () => ({ fetchSuggestions: vi.fn(async () => ({ items: [], notice: '' })) }));

const routes = [{ path: '*', element: <HeaderSearch /> }];
/** The plain box, or the box with suggestions once loaded (a module loaded once serves every later mount). */
const anyBox = () =>
  (screen.queryByRole('combobox', { name: 'Поиск по каталогу' }) ?? screen.getByRole('searchbox', { name: 'Поиск по каталогу' })) as HTMLInputElement;
const page = (path = '/') => <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />;

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(fetchSuggestions).mockClear();
});

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

  it("shows the results page's query, as the page names it, from the server's HTML on", () => {
    const html = renderToString(page(`/search/?${new URLSearchParams({ q: '(DIN 933)&(10)&(50)' })}`));
    expect(html).toContain('value="DIN 933, 10, 50"');
    expect(renderToString(page('/catalog/?q=болт'))).not.toContain('value="болт"');
  });

  it('follows each new results page, and empties on a page without one, before and after the box with suggestions loads', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/search/?q=болт'] });
    render(<RouterProvider router={router} />);
    expect(anyBox().value).toBe('болт');
    await act(() => router.navigate('/search/?q=гайка'));
    expect(anyBox().value).toBe('гайка');

    fireEvent.focus(anyBox());
    const box = (await screen.findByRole('combobox', { name: 'Поиск по каталогу' })) as HTMLInputElement;
    expect(box.value).toBe('гайка');
    await act(() => router.navigate('/search/?q=шайба'));
    expect(box.value).toBe('шайба');
    await act(() => router.navigate('/catalog/'));
    expect(box.value).toBe('');
  });

  it('asks for no suggestions for the query whose results the page shows, only for what the buyer types', async () => {
    // Fake timers that also run with the clock, so the box's debounce is under the test's hand from the start.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(page('/search/?q=болт'));
    fireEvent.focus(anyBox());
    const box = await screen.findByRole('combobox', { name: 'Поиск по каталогу' });
    await act(() => vi.advanceTimersByTimeAsync(searchDebounceMs * 2));
    expect(fetchSuggestions).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'болт м10' } });
    await act(() => vi.advanceTimersByTimeAsync(searchDebounceMs));
    expect(fetchSuggestions).toHaveBeenCalledWith('болт м10');
  });
});
