/**
 * @store/fasteners: fastener knowledge as pure functions. The query parser (parseQuery) and what it
 * builds on: canonical attribute values, standards and their twins, thread sizes, keyboard layouts
 * and the quick-search form.
 */
export {
  COATINGS,
  type Coating,
  MATERIALS,
  type Material,
  type MaterialTerm,
  materialsOf,
  PRODUCT_SUBTYPES,
  PRODUCT_TYPES,
  type ProductSubtype,
  type ProductType,
  STAINLESS_MATERIALS,
  STAINLESS_STEEL,
  type SubtypeName,
  TYPE_TRAITS,
  type TypeTraits,
} from './attributes.ts';
export { parseBestLayout, recognitionScore } from './best-layout.ts';
export { ATTRIBUTE_NAMES, type Chip, type ChipAttribute, queryWithoutChip } from './chips.ts';
export { layoutCandidates, switchLayout } from './layout.ts';
export { lookalikeSpellings, normalizeText } from './normalize.ts';
export { matchingStandards, type ParsedQuery, parseQuery } from './parse-query.ts';
export {
  buildQuickSearchQuery,
  parseQuickSearch,
  QUICK_SEARCH_FIELDS,
  type QuickSearchField,
  type QuickSearchFields,
} from './quick-search.ts';
export { coarsePitch, finePitches, hexAcrossFlats, isStandardPitch, METRIC_DIAMETERS, usualFinePitch } from './sizes.ts';
export { formatStandard, type Standard, type StandardSystem } from './standard-notation.ts';
export {
  expandStandards,
  knownStandardByNumber,
  parseStandard,
  resolveStandard,
  standardInfo,
  type StandardTwin,
  standardTwins,
} from './standards.ts';
export { EQUIVALENCE_GROUPS, type Equivalence, KNOWN_STANDARDS, type StandardInfo } from './standards-data.ts';
export {
  BOLT_STRENGTH_CLASSES,
  NUT_STRENGTH_CLASSES,
  normalizeStrengthClass,
  STAINLESS_STRENGTH_CLASSES,
  STRENGTH_CLASSES,
  type StrengthClass,
} from './strength-classes.ts';
export { type Companion, companionsOf, type FastenerPart, matingNutClasses } from './companions.ts';
export { anchorDrillDiameter } from './drilling.ts';
