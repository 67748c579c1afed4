import '~/ui/testing/dom-stubs';
import { act, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSlide, fakeCarouselLayout, stubMatchMedia } from './carousel-test-kit';
import { HeroSlider, type Slide } from './hero-slider';

const slides: Slide[] = [1, 2].map((id) => ({
  id,
  title: `Слайд про крепёж ${id}`,
  subtitle: '',
  image: { desktop: `/banners/hero-${id}.svg`, mobile: null },
  link: { text: 'Перейти в каталог', link: '/catalog/' },
  form: null,
}));

let undo: (() => void)[];
beforeEach(() => {
  vi.useFakeTimers();
  undo = [fakeCarouselLayout(), stubMatchMedia()];
});
afterEach(() => {
  vi.useRealTimers();
  undo.forEach((restore) => restore());
});

function renderHero(settings: { useWrapper: boolean; buttonsTransparent: boolean }) {
  const { container } = render(<HeroSlider slides={slides} {...settings} />, { wrapper: MemoryRouter });
  return within(container).getByRole('region', { name: 'Предложения' });
}

describe('HeroSlider settings (spec §3 "Hero data")', () => {
  it('useWrapper: a contained, rounded slider when on, a full-bleed band when off', () => {
    expect(renderHero({ useWrapper: true, buttonsTransparent: false }).className).toContain('hero--wrapped');
    const bare = renderHero({ useWrapper: false, buttonsTransparent: false });
    expect(bare.className).toContain('hero--full-bleed');
    expect(bare.className).not.toContain('hero--wrapped');
  });

  it('buttonsTransparent: outlined slide buttons when on, filled ones when off', () => {
    expect(renderHero({ useWrapper: true, buttonsTransparent: true }).className).toContain('hero--transparent-buttons');
    expect(renderHero({ useWrapper: true, buttonsTransparent: false }).className).not.toContain('hero--transparent-buttons');
  });

  it('moves to the next slide after 5000 ms', () => {
    const hero = renderHero({ useWrapper: true, buttonsTransparent: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide(hero)).toBe('Слайд 2');
  });
});
