/**
 * Basket constants without zod, so browser code that needs only them (a stepper's maximum, the colour list) does
 * not load the schemas. The wire schemas in schemas/basket.ts use them.
 */

/** Spec §9 "Max baskets 8" (the main one included) and the store's own limits per basket and line. */
export const basketLimits = { maxBaskets: 8, maxLines: 300, maxQuantity: 999_999, nameMaxLength: 100, descriptionMaxLength: 500 } as const;

/** Spec §3 "Multi-basket entry": the colours a basket may have. */
export const basketColors = ['primary', 'secondary', 'blue', 'orange', 'teal', 'indigo', 'green', 'yellow', 'pink', 'purple'] as const;
export type BasketColor = (typeof basketColors)[number];
