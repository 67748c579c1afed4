import { fastSearchMaterialsSchema, ok, okEnvelope, searchBarQuerySchema, searchBarSchema, searchQuerySchema, searchResultsSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { sendCachedOk } from '../../http/cached-answer.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { listingIndexCache } from '../catalog/listing-index-cache.ts';
import { fullTextOf } from './full-text.ts';
import { ensureSearchDocuments } from './search-documents.ts';
import { fastSearchMaterials, searchBar, searchProducts } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = { db, indexCache: listingIndexCache(db), fullText: fullTextOf(db) };
  app.addHook('onReady', async () => {
    void ensureSearchDocuments(db).then(
      (written) => written > 0 && app.log.info({ written }, 'search documents rebuilt'),
      (error: unknown) => app.log.error({ err: error }, 'search documents rebuild failed'),
    );
  });

  app.get(
    '/Search/getResults/',
    {
      schema: {
        tags: [apiTags.search],
        summary: 'Результаты поиска',
        description:
          'Страница найденных товаров по запросу `q` с фильтрами как у раздела каталога. Запрос разбирается как обозначение ' +
          'крепежа (тип, М10х50, стандарт и его аналоги, класс прочности, покрытие); распознанные признаки приходят в `chips`, ' +
          'исправленная раскладка — в `corrected_query`.',
        example: { q: 'болт м10х50 din 933 8.8 цинк', page: 1, in_stock: '1' },
        querystring: searchQuerySchema,
        response: { 200: okEnvelope(searchResultsSchema) },
      },
    },
    async (request, reply) => sendCachedOk(request, reply, await searchProducts(deps, request.query)),
  );

  app.get(
    '/Search/getFromBar/',
    {
      schema: {
        tags: [apiTags.search],
        summary: 'Подсказки строки поиска',
        description: 'Несколько товаров, подходящих к набираемому запросу `q`, с разделом каждого.',
        example: { q: 'болт м12' },
        querystring: searchBarQuerySchema,
        response: { 200: okEnvelope(searchBarSchema) },
      },
    },
    // Cached per index like search answers: a repeated prefix costs no serialisation and no compression.
    async (request, reply) => sendCachedOk(request, reply, await searchBar(deps, request.query.q)),
  );

  // The spec writes this path with a lowercase "content" (§7), unlike the other Content calls.
  app.get(
    '/content/getFastSearchMaterialsValues/',
    {
      schema: {
        tags: [apiTags.search],
        summary: 'Материалы для быстрого поиска',
        description: 'Названия материалов, которые есть в каталоге, для кнопок быстрого поиска.',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(fastSearchMaterialsSchema) },
      },
    },
    async () => ok(await fastSearchMaterials(deps)),
  );
};
