import '~/ui/testing/dom-stubs';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ButtonBanners, LinkBanners } from './banners';
import { currentSlide, fakeCarouselLayout, stubMatchMedia } from './carousel-test-kit';

const linkBanners = [1, 2, 3].map((id) => ({
  id,
  title: `Баннер ${id}`,
  subtitle: '',
  image: { desktop: `/banners/${id}.svg`, mobile: null },
  url: `/catalog/${id}/`,
}));
const buttonBanners = [1, 2, 3].map((id) => ({ id, title: `Раздел ${id}`, image: `/banners/${id}.svg`, url: `/catalog/${id}/` }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let undo: (() => void)[];
beforeEach(() => {
  vi.useFakeTimers();
  undo = [fakeCarouselLayout(), stubMatchMedia()];
});
afterEach(() => {
  vi.useRealTimers();
  undo.forEach((restore) => restore());
});

describe('banner rows (spec §9: their own autoplay)', () => {
  it('link banners move on every 5000 ms', () => {
    render(<LinkBanners banners={linkBanners} />, { wrapper: MemoryRouter });
    const row = screen.getByRole('region', { name: 'Баннеры' });
    advance(4999);
    expect(currentSlide(row)).toBe('Слайд 1');
    advance(1);
    expect(currentSlide(row)).toBe('Слайд 2');
    expect(screen.getByRole('link', { name: 'Баннер 2' }).getAttribute('href')).toBe('/catalog/2/');
  });

  it('button banners wait 50000 ms', () => {
    render(<ButtonBanners banners={buttonBanners} />, { wrapper: MemoryRouter });
    const row = screen.getByRole('region', { name: 'Популярные разделы' });
    advance(49_999);
    expect(currentSlide(row)).toBe('Слайд 1');
    advance(1);
    expect(currentSlide(row)).toBe('Слайд 2');
  });
});
