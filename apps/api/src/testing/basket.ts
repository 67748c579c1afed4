import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { insertPromocode, type NewPromocode } from '../modules/promocode/promocodes.repository.ts';
import { sessionCookie } from './accounts.ts';
import { body } from './test-app.ts';

/** Basket, promo code and favourite calls for API tests, as a browser makes them (cookie in, cookie out). */

export interface Visitor {
  /** The session cookie; a guest's is set by its first write. */
  cookie: string;
}

export async function call(app: FastifyInstance, visitor: Visitor, method: 'GET' | 'POST', path: string, payload?: object) {
  const response = await app.inject({
    method,
    url: `/api/${path}`,
    headers: visitor.cookie ? { cookie: visitor.cookie } : {},
    ...(payload ? { payload } : {}),
  });
  visitor.cookie = sessionCookie(response) || visitor.cookie;
  return response;
}

/** The result of an ok answer; fails the test with the answer otherwise. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the answer as what it asserts; T names it where it matters.
export function okResult<T = any>(response: { statusCode: number; body: string }): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return body<T>(response).result;
}

export const getBasket = (app: FastifyInstance, visitor: Visitor) => call(app, visitor, 'GET', 'Basket/get/');
export const addToBasket = (app: FastifyInstance, visitor: Visitor, id: number, quantity?: number) =>
  call(app, visitor, 'POST', 'Basket/add/', quantity === undefined ? { id } : { id, quantity });

/** A product of the seed matching the conditions (order multiple 1 unless asked). */
export async function seedProduct(db: Db, where: { type?: string; diameter?: number; orderMultiple?: number; coating?: string; standard?: string } = {}) {
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'discount_price', 'unit', 'order_multiple', 'category_id', 'stock'])
    .where('order_multiple', '=', where.orderMultiple ?? 1);
  if (where.type) query = query.where('type_name', '=', where.type);
  if (where.diameter) query = query.where('diameter', '=', where.diameter);
  if (where.coating) query = query.where('coating', '=', where.coating);
  if (where.standard) query = query.where('standard', '=', where.standard);
  return query.orderBy('id').executeTakeFirstOrThrow();
}

let codes = 0;

/** A promo code factory: 10 % off everything, no limits, unless told otherwise. */
export async function createPromocode(db: Db, overrides: Partial<NewPromocode> = {}): Promise<string> {
  codes += 1;
  const code = overrides.code ?? `TEST${codes}${Date.now().toString(36).toUpperCase()}`;
  const promo: NewPromocode = {
    code,
    description: 'Тестовый промокод',
    kind: 'percent',
    value: 10,
    minSum: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerUser: null,
    categoryIds: [],
    ...overrides,
  };
  await db.transaction().execute((trx) => insertPromocode(trx, promo, new Date().toISOString()));
  return code;
}
