import { performance } from 'node:perf_hooks';
import { guestBasket, popularProducts } from './basket.ts';
import { type LoadResult, runLoad } from './load.ts';
import { percentile } from './percentile.ts';

/** What the bench reads of Order/getDeliveries/. */
type Deliveries = { pickup: { stocks: { id: number }[] } | null; transport_company: { companies: { type: string; methods: { type: string }[] }[] } | null };
type Card = Awaited<ReturnType<typeof popularProducts>>[number];

const round = (n: number) => Math.round(n * 100) / 100;

async function post<T = unknown>(baseUrl: string, path: string, cookie: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body: JSON.stringify(body),
  });
  const sid = response.headers
    .getSetCookie()
    .find((header) => header.startsWith('sid='))
    ?.split(';')[0];
  return { response, cookie: sid ?? cookie, json: (await response.json()) as { result: T } };
}

/** A pickup warehouse and the default payment: the cheapest order to describe, the same work as any other at the server. */
async function orderProperties(baseUrl: string, cookie: string, n: number) {
  const deliveries = await post<Deliveries>(baseUrl, 'Order/getDeliveries/', cookie, { location: 'Москва' });
  const stockId = deliveries.json.result.pickup!.stocks[0]!.id;
  const unique = `${process.pid}${n}${Date.now()}`.slice(-9);
  return {
    contact_person: 'Нагрузкин Никита',
    email: `bench-${unique}-${n}@example.ru`,
    phone: `+7 (9${unique.slice(0, 2)}) ${unique.slice(2, 5)}-${unique.slice(5, 7)}-${unique.slice(7, 9)}`,
    location: 'Москва',
    receiving_type: 'pickup',
    stock_id: stockId,
    payment: 2,
  };
}

/** Buyers ready to order: their own session each (a guest whose first order registered and signed them in). */
export interface OrderBuyers {
  sessions: { cookie: string; properties: Awaited<ReturnType<typeof orderProperties>> }[];
  pick(buyer: number, round: number): Card[];
}

/** Gives each of `buyers` a guest basket of `lines` popular products and places their first order, which registers them. */
export async function orderBuyers(baseUrl: string, buyers: number, lines: number): Promise<OrderBuyers> {
  const products = await popularProducts(baseUrl, 60);
  const pick = (buyer: number, round: number): Card[] => Array.from({ length: lines }, (_, i) => products[(buyer * 7 + round * 3 + i) % products.length]!);
  const sessions: OrderBuyers['sessions'] = [];
  for (let buyer = 0; buyer < buyers; buyer++) {
    const cookie = await guestBasket(baseUrl, pick(buyer, 0));
    const properties = await orderProperties(baseUrl, cookie, buyer);
    const first = await post(
      baseUrl,
      'Order/checkout/',
      cookie,
      { order_properties: properties, user_type: 'individual' },
      { 'idempotency-key': `bench-${crypto.randomUUID()}` },
    );
    if (!first.response.ok) throw new Error(`first checkout answered ${first.response.status}: ${JSON.stringify(first.json)}`);
    sessions.push({ cookie: first.cookie, properties });
  }
  return { sessions, pick };
}

/**
 * Each buyer in a loop puts their products into the basket (not timed) and places the order (timed: re-pricing,
 * stock reservation, the order's rows, the e-mails' outbox rows, the basket emptied, in one transaction).
 */
export async function placeOrders(baseUrl: string, { sessions, pick }: OrderBuyers, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (buyer: number) => {
    const session = sessions[buyer]!;
    for (let round = 1; performance.now() < deadline; round++) {
      for (const product of pick(buyer, round)) {
        await post(baseUrl, 'Basket/add/', session.cookie, { id: product.id, quantity: product.order_multiple });
      }
      const t0 = performance.now();
      const placed = await post(
        baseUrl,
        'Order/checkout/',
        session.cookie,
        { order_properties: session.properties, user_type: 'individual' },
        { 'idempotency-key': `bench-${crypto.randomUUID()}` },
      );
      if (placed.response.ok) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(sessions.map((_, buyer) => worker(buyer)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  };
}

/** Order/checkout/ under load: `buyers` virtual buyers with `lines`-line orders for `seconds`. */
export async function ordersLoad(baseUrl: string, buyers: number, seconds: number, lines: number): Promise<LoadResult> {
  return placeOrders(baseUrl, await orderBuyers(baseUrl, buyers, lines), seconds);
}

/**
 * Delivery/countDeliveryOrder/ under load: `connections` guest sessions, each with a basket of `lines` popular
 * products (the weight is the basket's), asking each transport company's price by each method it offers in six cities.
 */
export async function deliveryLoad(baseUrl: string, connections: number, seconds: number, lines: number): Promise<LoadResult> {
  const products = await popularProducts(baseUrl, lines);
  const cookies: string[] = [];
  for (let client = 0; client < connections; client++) cookies.push(await guestBasket(baseUrl, products));
  const questions: object[] = [];
  for (const city of ['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск', 'Екатеринбург', 'Владивосток']) {
    const options = (await post<Deliveries>(baseUrl, 'Order/getDeliveries/', cookies[0]!, { location: city })).json.result;
    for (const company of options.transport_company?.companies ?? []) {
      for (const { type } of company.methods) questions.push({ type, service: company.type, location: city });
    }
  }
  if (questions.length === 0) throw new Error('no transport company answers in the chosen cities');
  const load = { baseUrl, connections, clientHeaders: (client: number) => ({ cookie: cookies[client]! }), paths: ['/api/Delivery/countDeliveryOrder/'] };
  const body = (n: number) => questions[n % questions.length];
  await runLoad({ ...load, body, seconds: 3 });
  return runLoad({ ...load, body, seconds });
}
