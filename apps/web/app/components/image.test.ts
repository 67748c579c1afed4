import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageWidthSrcSet } from './image';

describe('image srcsets', () => {
  it('offers 1× and 2× of the shown width by default (spec §9)', () => {
    expect(imageSrcSet('/p.svg', 220, '')).toBe('/_img/w240/p.svg 1x, /_img/w480/p.svg 2x');
  });

  it('offers widths up to 2× for an image sized by the layout, so a phone takes the one its screen needs', () => {
    expect(imageWidthSrcSet('/p.svg', 480, '')).toBe(
      '/_img/w240/p.svg 240w, /_img/w320/p.svg 320w, /_img/w400/p.svg 400w, /_img/w480/p.svg 480w, /_img/w640/p.svg 640w, /_img/w800/p.svg 800w, /_img/w960/p.svg 960w',
    );
    expect(imageWidthSrcSet('https://cdn.example/p.jpg', 480, '')).toBeUndefined();
  });
});
