import type { StandardSpec } from '../types.ts';
import { boltStandards } from './bolts.ts';
import { nutStandards } from './nuts.ts';
import { anchorStandards, rivetStandards, studStandards } from './others.ts';
import { screwStandards, tappingStandards } from './screws.ts';
import { washerStandards } from './washers.ts';

/** Every standard the demo store sells, in catalogue order. */
export const standards: StandardSpec[] = [
  ...boltStandards,
  ...nutStandards,
  ...washerStandards,
  ...screwStandards,
  ...tappingStandards,
  ...studStandards,
  ...rivetStandards,
  ...anchorStandards,
];
