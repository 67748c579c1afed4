import { type LoadResult, runLoad } from './load.ts';

type Card = { id: number; order_multiple: number; url: string };

/** The first `count` products of the whole catalogue's listing (its default order: the most popular first). */
export async function popularProducts(baseUrl: string, count: number): Promise<Card[]> {
  const listing = (await (await fetch(`${baseUrl}/api/Catalog/getSection/?page_size=${count}`)).json()) as { result: { items: Card[] } };
  return listing.result.items;
}

/** A new guest session whose basket holds one pack of each product; answers its session cookie (`sid=…`). */
export async function guestBasket(baseUrl: string, products: Card[]): Promise<string> {
  let cookie = '';
  for (const product of products) {
    const response = await fetch(`${baseUrl}/api/Basket/add/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ id: product.id, quantity: product.order_multiple }),
    });
    if (!response.ok) throw new Error(`Basket/add answered ${response.status}`);
    cookie ||= response.headers
      .getSetCookie()
      .find((header) => header.startsWith('sid='))!
      .split(';')[0]!;
  }
  return cookie;
}

/**
 * Basket/add and Basket/get under load: `connections` virtual buyers, each with its own guest session
 * (made by its first add) and a basket of `lines` lines (the store's most popular products), priced and
 * re-checked at every read; the adds go to those lines.
 */
export async function basketLoad(baseUrl: string, connections: number, seconds: number, lines: number): Promise<{ add: LoadResult; get: LoadResult }> {
  const products = await popularProducts(baseUrl, lines);
  const addOne = (n: number) => ({ id: products[n % products.length]!.id, quantity: products[n % products.length]!.order_multiple });

  const cookies: string[] = [];
  for (let client = 0; client < connections; client++) cookies.push(await guestBasket(baseUrl, products));
  const clientHeaders = (client: number) => ({ cookie: cookies[client]! });
  const load = { baseUrl, connections, clientHeaders };

  await runLoad({ ...load, paths: ['/api/Basket/get/'], seconds: 3 });
  const add = await runLoad({ ...load, paths: ['/api/Basket/add/'], body: addOne, seconds });
  const get = await runLoad({ ...load, paths: ['/api/Basket/get/'], seconds });
  return { add, get };
}
