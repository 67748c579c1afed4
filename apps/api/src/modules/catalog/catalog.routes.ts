import { listingQuerySchema, listingSchema, menuCategorySchema, ok, okEnvelope, productDetailSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { sendCachedOk } from '../../http/cached-answer.ts';
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
      schema: { tags: ['Catalog'], summary: 'Дерево разделов каталога', response: { 200: okEnvelope(z.array(menuCategorySchema)) } },
    },
    async () => ok(toMenuTree(await listCategories(db))),
  );

  app.get(
    '/Catalog/getSection/',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'Товары раздела: страница, сортировка, фильтры с количествами',
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
        tags: ['Catalog'],
        summary: 'Карточка товара: характеристики, остатки по складам, другие размеры',
        querystring: z.strictObject({ code: z.string().min(1).max(200) }),
        response: { 200: okEnvelope(productDetailSchema) },
      },
    },
    async (request) => ok(await getProduct(db, cache, request.query.code)),
  );
};
