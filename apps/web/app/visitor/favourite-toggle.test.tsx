import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '~/ui/toast/toast-store';
import { FavouriteToggle } from './favourite-toggle';
import { favouritesStore } from './favourites-store';

let ids: number[] = [];
let refuseNext = false;
const calls: string[] = [];

/** /Favourite/… as the API answers: the whole id list, newest first. */
async function fakeFavouritesApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input).replace(/^.*\/api/, '');
  const ok = (result: unknown) => new Response(JSON.stringify({ status: 'ok', result }));
  if (path === '/Favourite/getIds/') return ok(ids);
  calls.push(path);
  if (refuseNext) {
    refuseNext = false;
    return new Response(JSON.stringify({ status: 'error', result: { message: 'Избранное отключено в настройках магазина' } }), { status: 403 });
  }
  const { id } = JSON.parse(String(init?.body)) as { id: number };
  ids = path === '/Favourite/add/' ? [id, ...ids.filter((other) => other !== id)] : ids.filter((other) => other !== id);
  return ok(ids);
}

beforeEach(async () => {
  ids = [];
  calls.length = 0;
  vi.stubGlobal('fetch', fakeFavouritesApi);
  await act(() => favouritesStore.load());
});
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

const renderHeart = () =>
  render(
    <MemoryRouter>
      <FavouriteToggle productId={7} name="Болт DIN 933 М10х50" />
    </MemoryRouter>,
  );

describe('FavouriteToggle', () => {
  it('adds to the favourites and takes out again, pressed while the product is there', async () => {
    renderHeart();
    await userEvent.click(screen.getByRole('button', { name: 'В избранное: Болт DIN 933 М10х50' }));
    const pressed = screen.getByRole('button', { name: 'Убрать из избранного: Болт DIN 933 М10х50' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(ids).toEqual([7]));
    await userEvent.click(pressed);
    expect(screen.getByRole('button', { name: 'В избранное: Болт DIN 933 М10х50' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(calls).toEqual(['/Favourite/add/', '/Favourite/delete/']));
    expect(ids).toEqual([]);
  });

  it('shows a product already among the favourites as pressed, and its form would remove it', async () => {
    ids = [7];
    await act(() => favouritesStore.load());
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Убрать из избранного: Болт DIN 933 М10х50' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(new FormData(heart.closest('form')!).get('intent')).toBe('remove');
  });

  it('flips back when the server refuses', async () => {
    renderHeart();
    refuseNext = true;
    await userEvent.click(screen.getByRole('button', { name: 'В избранное: Болт DIN 933 М10х50' }));
    await waitFor(() => expect(calls).toEqual(['/Favourite/add/']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'В избранное: Болт DIN 933 М10х50' }).getAttribute('aria-pressed')).toBe('false'));
  });
});
