/**
 * The id of a product's place on a page (a listing's card, the product page's price box or its row of another size):
 * a change sent without JavaScript returns to it (lib/change-and-return.server.ts), so a buyer far down a listing is
 * not sent to its top.
 */
export const productAnchor = (productId: number) => `product-${productId}`;
