import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { listCategories, toMenuTree } from './categories.repository.ts';
import { listingIndexCache } from './listing-index-cache.ts';
import { getSection } from './listing.service.ts';
import { getProduct } from './product.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cache = listingIndexCache(db);
  // Warm the index as the app starts, so the first visitor does not wait for it.
  app.addHook('onReady', async () => void cache.get().catch((error: unknown) => app.log.error({ err: error }, 'listing index build failed')));

  endpoint(
    app,
    'GET /Section/getCatalogCategories/',
    {
      tags: [apiTags.catalog],
      summary: 'Дерево разделов каталога',
      description: 'Все разделы каталога с подразделами (рекурсивно), для меню.',
    },
    async () => toMenuTree(await listCategories(db)),
  );

  endpoint(
    app,
    'GET /Catalog/getSection/',
    {
      tags: [apiTags.catalog],
      summary: 'Товары раздела',
      description:
        'Страница товаров раздела (`path`; пустой — весь каталог) с сортировкой и фильтрами. Значения фильтра — через запятую; ' +
        'в ответе — фильтры с количествами, подразделы и число страниц.',
      errors: { 404: ['Раздел каталога не найден'] },
      example: { path: 'krepezh/bolty', page: 1, sort: 'price_asc', diameter: '10,12', strength_class: '8.8' },
      preEncoded: 'cached',
    },
    (request) => getSection(db, cache, request.query),
  );

  endpoint(
    app,
    'GET /Catalog/getProduct/',
    {
      tags: [apiTags.catalog],
      summary: 'Карточка товара',
      description: 'Товар по коду (`code`): характеристики, описание, остатки по складам, другие размеры того же семейства.',
      errors: { 404: ['Товар не найден'] },
      example: { code: 'bolt-din-933-m14x55-8-8-cink' },
    },
    (request) => getProduct(db, cache, request.query.code),
  );
};
