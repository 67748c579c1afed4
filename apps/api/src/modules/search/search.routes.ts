import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { missOf, searchMissCounterOf } from './search-misses.repository.ts';
import { fastSearchMaterials, searchBar, searchDepsOf, searchProducts } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = searchDepsOf(db);
  const misses = searchMissCounterOf(db, { onError: (error) => app.log.error({ err: error }, 'search misses not recorded') });
  app.addHook('onClose', () => misses.flush());

  endpoint(
    app,
    'GET /Search/getResults/',
    {
      tags: [apiTags.search],
      summary: 'Результаты поиска',
      description:
        'Страница найденных товаров по запросу `q` с фильтрами как у раздела каталога. Запрос разбирается как обозначение ' +
        'крепежа (тип, М10х50, стандарт и его аналоги, класс прочности, покрытие); распознанные признаки приходят в `chips`, ' +
        'исправленная раскладка или опечатка — в `corrected_query`. Если точного совпадения нет, приходят ближайшие товары, ' +
        'а в `relaxation` — что пришлось ослабить (покрытие, класс прочности, материал, длина, стандарт); `strict=1` отключает это.',
      example: { q: 'болт м10х50 din 933 8.8 цинк', page: 1, in_stock: '1' },
      preEncoded: 'cached',
    },
    async (request) => {
      const answer = await searchProducts(deps, request.query);
      const { q, page, sort: _sort, page_size: _size, strict: _strict, ...refine } = request.query;
      const kind = missOf(
        request.query,
        Object.values(refine).some((value) => value !== undefined),
        answer,
      );
      // Counted for the operator's report (npm run search-report), in memory and written in batches.
      if (kind) misses.note(q, kind, answer.relaxation?.relaxed.map((step) => step.label).join(', ') ?? '');
      return answer;
    },
  );

  endpoint(
    app,
    'GET /Search/getFromBar/',
    {
      tags: [apiTags.search],
      summary: 'Подсказки строки поиска',
      description:
        'Несколько товаров, подходящих к набираемому запросу `q`, с разделом каждого; как и результаты поиска, ' +
        'ближайшие товары с `relaxation`, когда точного совпадения нет, и исправленный запрос в `corrected_query`.',
      example: { q: 'болт м12' },
      // Cached per index like search answers: a repeated prefix costs no serialisation and no compression.
      preEncoded: 'cached',
    },
    (request) => searchBar(deps, request.query.q),
  );

  endpoint(
    app,
    'GET /content/getFastSearchMaterialsValues/',
    {
      tags: [apiTags.search],
      summary: 'Материалы для быстрого поиска',
      description: 'Названия материалов, которые есть в каталоге, для кнопок быстрого поиска.',
    },
    () => fastSearchMaterials(deps),
  );
};
