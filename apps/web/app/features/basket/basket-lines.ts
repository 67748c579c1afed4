import type { BasketLine } from '~/visitor/basket-store';

/** A line's article (the basket answer lists it first among the properties). */
export const lineArticle = (line: BasketLine) => line.properties.find((property) => property.code === 'article')?.value ?? '';
