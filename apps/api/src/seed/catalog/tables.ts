import type { Coating, SizeRow, Variant } from './types.ts';

/** Stock lengths of metric bolts and screws, mm. */
export const boltLengths = [
  5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 90, 100, 110, 120, 130, 140, 150, 160, 180, 200, 220, 240, 260, 280,
  300,
];
export const tappingScrewLengths = [6.5, 9.5, 13, 16, 19, 22, 25, 29, 32, 35, 38, 45, 50, 60, 70, 80, 90, 100, 120];
export const rivetLengths = [6, 8, 10, 12, 14, 16, 18, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80];
export const anchorLengths = [40, 50, 60, 75, 80, 90, 100, 115, 120, 140, 150, 160, 180, 200, 220, 250, 270, 300];
export const foundationLengths = [300, 400, 500, 600, 700, 800, 1000, 1250, 1500];

/** Sizes from `{diameter: [min, max]}`: every stock length of the series in that range. */
export function sizeRange(ranges: Record<number, readonly [number, number]>, series: readonly number[] = boltLengths): SizeRow[] {
  return Object.entries(ranges)
    .map(([d, [min, max]]) => [Number(d), series.filter((l) => l >= min && l <= max)] as const)
    .sort((a, b) => a[0] - b[0]);
}

/** Sizes of items without length (nuts, washers). */
export const diametersOnly = (diameters: readonly number[]): SizeRow[] => diameters.map((d) => [d, null] as const);

export const metricSeries = [3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 27, 30, 33, 36];
export const metricFrom = (min: number, max = 36) => metricSeries.filter((d) => d >= min && d <= max);

export const steel = (strengthClass: string | null, coating: Coating): Variant => ({ strengthClass, material: 'сталь', coating });
export const a2 = (strengthClass: string | null = 'A2-70'): Variant => ({ strengthClass, material: 'нержавеющая сталь A2', coating: 'без покрытия' });
export const a4 = (strengthClass: string | null = 'A4-80'): Variant => ({ strengthClass, material: 'нержавеющая сталь A4', coating: 'без покрытия' });
export const brass: Variant = { strengthClass: null, material: 'латунь', coating: 'без покрытия' };

/** Hex bolts and screws: the usual classes and coatings, the commonest first. */
export const boltVariants: Variant[] = [
  steel('8.8', 'цинк'),
  a2(),
  steel('8.8', 'без покрытия'),
  steel('5.8', 'цинк'),
  steel('10.9', 'без покрытия'),
  steel('8.8', 'горячий цинк'),
  a4(),
  steel('10.9', 'цинк'),
  steel('5.8', 'без покрытия'),
  steel('4.8', 'цинк'),
  steel('12.9', 'чёрный'),
  steel('10.9', 'чёрный'),
  brass,
  steel('8.8', 'чёрный'),
  steel('4.8', 'без покрытия'),
  steel('5.8', 'горячий цинк'),
  steel('10.9', 'горячий цинк'),
  steel('12.9', 'без покрытия'),
  steel('4.8', 'горячий цинк'),
];
export const gostBoltVariants: Variant[] = [
  steel('5.8', 'цинк'),
  steel('8.8', 'без покрытия'),
  steel('8.8', 'цинк'),
  steel('5.8', 'без покрытия'),
  steel('10.9', 'без покрытия'),
  steel('8.8', 'горячий цинк'),
  steel('5.8', 'горячий цинк'),
  steel('10.9', 'цинк'),
];
export const socketScrewVariants: Variant[] = [
  steel('12.9', 'чёрный'),
  a2(),
  steel('8.8', 'цинк'),
  steel('12.9', 'цинк'),
  a4(),
  steel('10.9', 'чёрный'),
  steel('8.8', 'без покрытия'),
  steel('10.9', 'цинк'),
  steel('12.9', 'без покрытия'),
  brass,
];
export const nutVariants: Variant[] = [
  steel('8', 'цинк'),
  a2(),
  steel('8', 'без покрытия'),
  steel('10', 'без покрытия'),
  steel('8', 'горячий цинк'),
  a4(),
  steel('10', 'цинк'),
  steel('12', 'без покрытия'),
  brass,
  steel('12', 'чёрный'),
  steel('10', 'горячий цинк'),
  steel('8', 'чёрный'),
  steel('12', 'цинк'),
];
export const washerVariants: Variant[] = [
  steel(null, 'цинк'),
  a2(null),
  steel(null, 'без покрытия'),
  a4(null),
  steel(null, 'горячий цинк'),
  brass,
  steel(null, 'чёрный'),
];
export const tappingScrewVariants: Variant[] = [steel(null, 'цинк'), a2(null), steel(null, 'чёрный'), a4(null)];
export const rodVariants: Variant[] = [
  steel('4.8', 'цинк'),
  a2(),
  steel('8.8', 'цинк'),
  steel('4.8', 'без покрытия'),
  steel('8.8', 'без покрытия'),
  a4(),
  steel('10.9', 'без покрытия'),
  brass,
  steel('5.8', 'цинк'),
  steel('8.8', 'горячий цинк'),
  steel('12.9', 'без покрытия'),
];
export const anchorVariants: Variant[] = [steel(null, 'цинк'), a2(null), steel(null, 'горячий цинк'), a4(null)];
