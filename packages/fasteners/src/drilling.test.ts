import { describe, expect, it } from 'vitest';
import { anchorDrillDiameter } from './drilling.ts';

describe('anchor drill diameter', () => {
  it('is the anchor’s own diameter for wedge, frame and sleeve anchors', () => {
    expect(anchorDrillDiameter({ type: 'Анкер', name: 'Анкер клиновой М10х100, цинк', diameter: 10 })).toBe(10);
    expect(anchorDrillDiameter({ type: 'Анкер', name: 'Анкер рамный 8х72, цинк', diameter: 8 })).toBe(8);
    expect(anchorDrillDiameter({ type: 'Анкер', name: 'Анкерный болт с гайкой 12х60, цинк', diameter: 12 })).toBe(12);
  });

  it('is wider than the thread for a drop-in anchor', () => {
    expect(anchorDrillDiameter({ type: 'Анкер', name: 'Анкер забивной М10, цинк', diameter: 10 })).toBe(12);
    expect(anchorDrillDiameter({ type: 'Анкер', name: 'Анкер забивной М12, цинк', diameter: 12 })).toBe(15);
    expect(anchorDrillDiameter({ type: 'Анкер', name: 'Анкер забивной М7', diameter: 7 })).toBeNull();
  });

  it('is none for what is not an anchor', () => {
    expect(anchorDrillDiameter({ type: 'Болт', name: 'Болт DIN 933 М10х50', diameter: 10 })).toBeNull();
  });
});
