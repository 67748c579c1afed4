/**
 * What a listing card's 'В корзину' sends before the page's JavaScript runs: `add=<id>:<quantity>`, a value of the
 * button itself, since one form serves every card of a list (components/product-card/card-list.tsx).
 */
export const addValue = (id: number, quantity: number) => `${id}:${quantity}`;

/**
 * The product and quantity an add-to-basket form sent (routes/basket/change.tsx): a listing card's `add`, or the
 * product page's `id` and `quantity`. Numbers as typed; the API's schema checks them.
 */
export function addPayload(form: FormData): { id: number; quantity: number } {
  const add = form.get('add');
  if (typeof add === 'string') {
    const [id = '', quantity = ''] = add.split(':');
    return { id: Number(id), quantity: Number(quantity) };
  }
  return { id: Number(form.get('id')), quantity: Number(form.get('quantity') ?? 1) };
}
