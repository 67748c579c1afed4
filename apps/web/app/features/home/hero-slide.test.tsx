import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeroSlide } from './hero-slide';
import type { Slide } from './hero-slider';

const slide = {
  id: 1,
  title: 'Крепёж со склада',
  subtitle: '',
  image: { desktop: '/banners/hero.svg', mobile: '/banners/hero-mobile.svg' },
  link: null,
  form: null,
} as unknown as Slide;

function renderSlide(index: number) {
  const { container } = render(
    <MemoryRouter>
      <HeroSlide slide={slide} index={index} />
    </MemoryRouter>,
  );
  return container;
}

describe('HeroSlide images', () => {
  it('loads the first slide at once with high priority, the others lazily at low priority', () => {
    const first = renderSlide(0).querySelector('img')!;
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const second = renderSlide(1).querySelector('img')!;
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['lazy', 'low']);
  });

  it('gives small phones the 480 px art at 1x and 2x, larger phones the 640 px art', () => {
    const sources = [...renderSlide(0).querySelectorAll('source')].map((source) => [source.media, source.srcset]);
    expect(sources).toEqual([
      ['(max-width: 479.98px)', '/_img/w480/banners/hero-mobile.svg 1x, /_img/w960/banners/hero-mobile.svg 2x'],
      ['(max-width: 639.98px)', '/_img/w640/banners/hero-mobile.svg 1x, /_img/w1280/banners/hero-mobile.svg 2x'],
    ]);
  });
});
