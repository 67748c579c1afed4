/** The sections' addresses (spec §2), with the trailing slash every path of the store has. */
export const newsPath = (code?: string) => (code ? `/profile/news/${code}/` : '/profile/news/');
export const promotionPath = (code?: string) => (code ? `/profile/promo/${code}/` : '/profile/promo/');
