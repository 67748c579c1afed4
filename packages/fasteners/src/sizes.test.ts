import { describe, expect, it } from 'vitest';
import { coarsePitch, finePitches, hexAcrossFlats, isStandardPitch, METRIC_DIAMETERS, usualFinePitch } from './sizes.ts';

describe('metric thread pitches (ISO 261)', () => {
  it('give the coarse pitch and the fine ones, largest first', () => {
    expect(coarsePitch(10)).toBe(1.5);
    expect(coarsePitch(3)).toBe(0.5);
    expect(coarsePitch(36)).toBe(4);
    expect(finePitches(12)).toEqual([1.5, 1.25, 1]);
    expect(coarsePitch(4.2)).toBeNull();
    expect(finePitches(4.2)).toEqual([]);
  });

  it('tell a standard pitch from a length', () => {
    expect(isStandardPitch(10, 1.25)).toBe(true);
    expect(isStandardPitch(10, 1.5)).toBe(true);
    expect(isStandardPitch(10, 50)).toBe(false);
    expect(isStandardPitch(4.2, 1)).toBe(false);
  });

  it('know the usual fine pitch from M8 to M36, always one of the fine pitches', () => {
    expect(usualFinePitch(10)).toBe(1.25);
    expect(usualFinePitch(20)).toBe(1.5);
    expect(usualFinePitch(30)).toBe(2);
    expect(usualFinePitch(6)).toBeNull();
    expect(usualFinePitch(42)).toBeNull();
    for (const diameter of METRIC_DIAMETERS.filter((d) => d >= 8 && d <= 36)) {
      expect(finePitches(diameter), `M${diameter}`).toContain(usualFinePitch(diameter));
    }
  });
});

describe('hexAcrossFlats', () => {
  it('gives the ISO spanner size by default and the DIN one where they differ', () => {
    expect(hexAcrossFlats(10)).toBe(16);
    expect(hexAcrossFlats(10, 'DIN')).toBe(17);
    expect(hexAcrossFlats(22)).toBe(34);
    expect(hexAcrossFlats(22, 'DIN')).toBe(32);
    expect(hexAcrossFlats(16, 'DIN')).toBe(24);
  });

  it('falls back to 1.5 d + 1 for a size the standards do not list', () => {
    expect(hexAcrossFlats(4.2)).toBeCloseTo(7.3);
    expect(hexAcrossFlats(100)).toBe(151);
  });
});
