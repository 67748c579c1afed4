import { type LoadResult, runLoad } from './load.ts';

type Card = { id: number; order_multiple: number };

/**
 * Basket/add and Basket/get under load: `connections` virtual buyers, each with its own guest session
 * (made by its first add) and a basket of `lines` lines (the store's most popular products), priced and
 * re-checked at every read; the adds go to those lines.
 */
export async function basketLoad(baseUrl: string, connections: number, seconds: number, lines: number): Promise<{ add: LoadResult; get: LoadResult }> {
  const listing = (await (await fetch(`${baseUrl}/api/Catalog/getSection/?page_size=${lines}`)).json()) as { result: { items: Card[] } };
  const products = listing.result.items;
  const addOne = (n: number) => ({ id: products[n % products.length]!.id, quantity: products[n % products.length]!.order_multiple });

  const cookies: string[] = [];
  for (let client = 0; client < connections; client++) {
    let cookie = '';
    for (let n = 0; n < products.length; n++) {
      const response = await fetch(`${baseUrl}/api/Basket/add/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(addOne(n)),
      });
      if (!response.ok) throw new Error(`Basket/add answered ${response.status}`);
      cookie ||= response.headers
        .getSetCookie()
        .find((header) => header.startsWith('sid='))!
        .split(';')[0]!;
    }
    cookies.push(cookie);
  }
  const clientHeaders = (client: number) => ({ cookie: cookies[client]! });
  const load = { baseUrl, connections, clientHeaders };

  await runLoad({ ...load, paths: ['/api/Basket/get/'], seconds: 3 });
  const add = await runLoad({ ...load, paths: ['/api/Basket/add/'], body: addOne, seconds });
  const get = await runLoad({ ...load, paths: ['/api/Basket/get/'], seconds });
  return { add, get };
}
