import { quickOrderMessages } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { searchDepsOf } from '../search/search.service.ts';
import { resolveQuickOrder } from './quick-order.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/** Spec §2 /profile/quick-order/: the pasted list's products, from the public catalogue (guests may ask too). */
export const quickOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = searchDepsOf(db);
  // The answer repeats the buyer's list.
  answerPrivately(app);

  endpoint(
    app,
    'POST /QuickOrder/resolve/',
    {
      tags: [apiTags.quickOrder],
      summary: 'Найти товары списка',
      description:
        'Разбирает вставленный список (из Excel, письма): строка — товар по артикулу или обозначению (`болт М10х50 DIN 933 8.8 цинк`) ' +
        'и количество. Количество читается, только когда оно однозначно: последняя числовая ячейка строки из Excel (через табуляцию), ' +
        'число после `;` или `,`, после тире с пробелами (` - `) или перед `шт`/`pcs`, число в конце после артикула или после обозначения, ' +
        'которое не читается ни размером, ни классом прочности, ни стандартом (`гайка колпачковая din 1587 м10 цинк 20`); иначе 1 ' +
        '(число в конце часто часть обозначения: `винт м6 20`). Количество вне 1…999 999 не читается. Пустые строки пропускаются, ' +
        'но `line` считает и их. Товар ищется по артикулу (без учёта регистра, пробелов и раскладки: кириллические М, Х и другие ' +
        'похожие буквы — то же, что латинские), иначе поиском магазина в точном прочтении: `product` — первый найденный, `matches` — ' +
        'сколько найдено (аналоги другого стандарта, которые поиск показывает после названного, не в счёт, пока найден товар ' +
        'названного), `exact` — артикул или единственный товар; null и 0, если ничего. Не больше 200 строк и 20 000 символов.',
      errors: { 400: [quickOrderMessages.empty, quickOrderMessages.tooManyLines, quickOrderMessages.tooLong] },
      example: { text: 'DIN933-8.8-ZN-M10X50\t100\nгайка м10 din 934 8 цинк; 100\nшайба 10' },
    },
    (request) => resolveQuickOrder(deps, request.body.text),
  );
};
