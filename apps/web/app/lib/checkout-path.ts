/** Spec §2: the checkout is a URL-query-addressable modal on the basket page (the mini-cart links straight to it). */
export const checkoutParam = 'checkout';
export const checkoutPath = `/basket/?${checkoutParam}=true`;
