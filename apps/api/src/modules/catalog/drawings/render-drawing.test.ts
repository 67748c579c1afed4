import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryTree } from '../../../seed/catalog/categories.ts';
import { standards } from '../../../seed/catalog/standards/index.ts';
import { drawingKeyPattern } from './drawing-url.ts';
import { renderDrawing } from './render-drawing.ts';

const pictures = (nodes: CategoryNode[]): string[] => nodes.flatMap((node) => [node.picture, ...pictures(node.children ?? [])]);

/** Every (kind, diameter, length) the seed puts in a product or category picture. */
const seedDrawings = [
  ...standards.flatMap((spec) => spec.sizes.flatMap(([diameter, lengths]) => (lengths ?? [null]).map((length) => ({ kind: spec.drawing, diameter, length })))),
  ...pictures(categoryTree).map((key) => {
    const [, kind, diameter, length] = drawingKeyPattern.exec(key)!;
    return { kind: kind!, diameter: Number(diameter), length: length === undefined ? null : Number(length) };
  }),
];
const seedKinds = [...new Set(seedDrawings.map((drawing) => drawing.kind))];

/** Width over height of the drawing's viewBox: the part's own proportions. */
function aspect(svg: string): number {
  const [, , width, height] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number);
  return width! / height!;
}

function expectSafeDrawing(svg: string | null): asserts svg is string {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300" viewBox="[-\d. ]+" role="img">/);
  expect(svg).toMatch(/<title>[^<]+<\/title>/);
  expect(svg).toMatch(/<\/svg>$/);
  expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  // Nothing to run and nothing to fetch: no scripts, links, styles, foreign content or url() references.
  expect(svg).not.toMatch(/<script|href=|url\(|<style|<foreignObject|<image|\son[a-z]+=/i);
}

describe('renderDrawing', () => {
  it('draws every kind of part the seed pictures, at every size it sells', () => {
    expect(seedKinds.length).toBeGreaterThanOrEqual(33);
    for (const { kind, diameter, length } of seedDrawings) {
      const svg = renderDrawing(kind, diameter, length);
      expect(svg, `${kind}-${diameter}x${length}`).not.toBeNull();
      expectSafeDrawing(svg);
    }
  });

  it('stays finite at the bounds the route accepts', () => {
    for (const kind of seedKinds) {
      for (const [diameter, length] of [
        [0.01, 0.01],
        [100, 3000],
        [0.5, 3000],
        [100, 0.5],
        [12, null],
      ] as const)
        expectSafeDrawing(renderDrawing(kind, diameter, length));
    }
  });

  it('titles the picture with the part and its size in Russian', () => {
    expect(renderDrawing('hex-bolt', 10, 50)).toContain('<title>Болт с шестигранной головкой М10×50</title>');
    expect(renderDrawing('washer', 12, null)).toContain('<title>Шайба плоская М12</title>');
    expect(renderDrawing('self-drilling-screw', 4.8, 32)).toContain('<title>Саморез со сверлом 4,8×32</title>');
  });

  it('follows the size: a longer bolt is drawn longer, a thick short one squat', () => {
    const ratios = [20, 40, 80, 160].map((length) => aspect(renderDrawing('hex-bolt', 10, length)!));
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    expect(new Set(ratios).size).toBe(ratios.length);
    expect(aspect(renderDrawing('hex-bolt', 20, 200)!)).toBeGreaterThan(1.5 * aspect(renderDrawing('hex-bolt', 6, 20)!));
    expect(renderDrawing('washer', 6, null)).not.toBe(renderDrawing('wide-washer', 6, null));
  });

  it('shortens very long parts with a break so they still fit a 4:3 frame', () => {
    const rod = aspect(renderDrawing('threaded-rod', 3, 3000)!);
    expect(rod).toBeLessThan(14);
    expect(rod).toBeGreaterThan(aspect(renderDrawing('threaded-rod', 3, 30)!));
  });

  it('answers null for a kind it has no drawing for', () => {
    expect(renderDrawing('sprocket', 10, 50)).toBeNull();
    expect(renderDrawing('constructor', 10, null)).toBeNull();
  });
});
