import { listingQuerySchema, listingSchema, menuCategorySchema, ok, okEnvelope, productDetailSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { sendCachedOk } from '../../http/cached-answer.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { listCategories, toMenuTree } from './categories.repository.ts';
import { listingIndexCache } from './listing-index-cache.ts';
import { getSection } from './listing.service.ts';
import { getProduct } from './product.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cache = listingIndexCache(db);
  // Warm the index as the app starts, so the first visitor does not wait for it.
  app.addHook('onReady', async () => void cache.get().catch((error: unknown) => app.log.error({ err: error }, 'listing index build failed')));

  app.get(
    '/Section/getCatalogCategories/',
    {
      schema: {
        tags: [apiTags.catalog],
        summary: 'Дерево разделов каталога',
        description: 'Все разделы каталога с подразделами (рекурсивно), для меню.',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(z.array(menuCategorySchema)) },
      },
    },
    async () => ok(toMenuTree(await listCategories(db))),
  );

  app.get(
    '/Catalog/getSection/',
    {
      schema: {
        tags: [apiTags.catalog],
        summary: 'Товары раздела',
        description:
          'Страница товаров раздела (`path`; пустой — весь каталог) с сортировкой и фильтрами. Значения фильтра — через запятую; ' +
          'в ответе — фильтры с количествами, подразделы и число страниц.',
        errors: { 404: ['Раздел каталога не найден'] },
        example: { path: 'krepezh/bolty', page: 1, sort: 'price_asc', diameter: '10,12', strength_class: '8.8' },
        querystring: listingQuerySchema,
        response: { 200: okEnvelope(listingSchema) },
      },
    },
    async (request, reply) => sendCachedOk(request, reply, await getSection(db, cache, request.query)),
  );

  app.get(
    '/Catalog/getProduct/',
    {
      schema: {
        tags: [apiTags.catalog],
        summary: 'Карточка товара',
        description: 'Товар по коду (`code`): характеристики, описание, остатки по складам, другие размеры того же семейства.',
        errors: { 404: ['Товар не найден'] },
        example: { code: 'bolt-din-933-m14x55-8-8-cink' },
        querystring: z.strictObject({ code: z.string().min(1).max(200) }),
        response: { 200: okEnvelope(productDetailSchema) },
      },
    },
    async (request) => ok(await getProduct(db, cache, request.query.code)),
  );
};
