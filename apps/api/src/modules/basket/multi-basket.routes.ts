import type { Settings } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { requireUserId } from '../session/session.ts';
import { currentOwner } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { basketMessages } from './basket-messages.ts';
import { changeBasket, copyItems, createBasket, deleteBasket, listEntries, multiBasketAnswer, ownedBasket, updateBasket } from './multi-basket.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/** Spec §7 multi-basket calls: named baskets of signed-in users (settings basket.multi_enabled). Never cached. */
export const multiBasketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  answerPrivately(app);

  endpoint(
    app,
    'GET /Basket/getMultiBaskets/',
    {
      tags: [apiTags.basket],
      summary: 'Все корзины',
      description: 'Все корзины посетителя, основная первой, с количеством строк, суммой, цветом и отметкой активной (у гостя — одна основная).',
    },
    async (request) => listEntries(db, await currentOwner(request), await getSettings(db)),
  );

  endpoint(
    app,
    'GET /Basket/getBasket/',
    {
      tags: [apiTags.basket],
      summary: 'Корзина по id',
      description:
        'Любая корзина пользователя (basket_id), не только активная, целиком, как отвечает Basket/get: строки с ценами из каталога на сейчас, ' +
        'сумма, скидка, промокод. Для страницы спецификации и выгрузки в Excel. Чужая корзина не найдётся.',
      security: signedInOnly,
      errors: { 404: [basketMessages.basketNotFound] },
      example: { basket_id: 2 },
    },
    async (request) => ownedBasket(db, await requireUserId(request), await getSettings(db), request.query.basket_id),
  );

  /** Runs a change for the signed-in user, then answers the list and the active basket. */
  async function change(request: FastifyRequest, run: (userId: number, settings: Settings) => Promise<void>) {
    const userId = await requireUserId(request);
    const settings = await getSettings(db);
    await run(userId, settings);
    return multiBasketAnswer(db, { userId, sessionId: null }, settings);
  }

  endpoint(
    app,
    'POST /Basket/createBasket/',
    {
      tags: [apiTags.basket],
      summary: 'Создать корзину',
      description:
        'Новая именованная корзина пользователя: название (1–100 символов), комментарий, цвет из списка спецификации (иначе первый свободный). ' +
        'Не более 8 вместе с основной. Отвечает списком корзин и активной корзиной.',
      security: signedInOnly,
      errors: { 403: [basketMessages.multiOff], 422: [basketMessages.tooManyBaskets] },
      example: { name: 'Объект на Ленина, 5', description: 'Крепёж для фасада' },
    },
    (request) => change(request, (userId, settings) => createBasket(db, userId, settings, request.body)),
  );

  endpoint(
    app,
    'POST /Basket/updateBasket/',
    {
      tags: [apiTags.basket],
      summary: 'Изменить корзину',
      description: 'Переименовать корзину (basket_id), сменить комментарий или цвет. Чужая корзина не найдётся.',
      security: signedInOnly,
      errors: { 403: [basketMessages.multiOff], 404: [basketMessages.basketNotFound] },
      example: { basket_id: 2, name: 'Объект на Ленина, 7', description: '' },
    },
    (request) => change(request, (userId, settings) => updateBasket(db, userId, settings, request.body)),
  );

  endpoint(
    app,
    'POST /Basket/deleteBasket/',
    {
      tags: [apiTags.basket],
      summary: 'Удалить корзину',
      description: 'Удаляет корзину (basket_id) с её строками; основную удалить нельзя. Если удалена активная, активной становится основная.',
      security: signedInOnly,
      errors: { 403: [basketMessages.multiOff], 404: [basketMessages.basketNotFound], 422: [basketMessages.mainNotDeletable] },
      example: { basket_id: 2 },
    },
    (request) => change(request, (userId, settings) => deleteBasket(db, userId, settings, request.body.basket_id)),
  );

  endpoint(
    app,
    'POST /Basket/changeBasket/',
    {
      tags: [apiTags.basket],
      summary: 'Сделать корзину активной',
      description: 'Делает корзину (basket_id) активной: в неё добавляются товары и из неё оформляется заказ.',
      security: signedInOnly,
      errors: { 403: [basketMessages.multiOff], 404: [basketMessages.basketNotFound] },
      example: { basket_id: 2 },
    },
    (request) => change(request, (userId, settings) => changeBasket(db, userId, settings, request.body.basket_id)),
  );

  endpoint(
    app,
    'POST /Basket/copyItems/',
    {
      tags: [apiTags.basket],
      summary: 'Скопировать товары в другую корзину',
      description:
        'Копирует все строки корзины from_basket_id в корзину to_basket_id (обе — пользователя): товар, который там уже есть, складывается. ' +
        'Всё или ничего: отказ, если в корзине станет больше 300 строк или в строке больше 999 999. Отвечает списком корзин и активной корзиной.',
      security: signedInOnly,
      errors: {
        403: [basketMessages.multiOff],
        404: [basketMessages.basketNotFound],
        422: [basketMessages.copyToItself, basketMessages.tooManyLines, basketMessages.tooMuch],
      },
      example: { from_basket_id: 2, to_basket_id: 1 },
    },
    (request) => change(request, (userId, settings) => copyItems(db, userId, settings, request.body)),
  );
};
