import { quickOrderMessages } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { cardsByIds } from '../catalog/cards-by-ids.ts';
import { currentOwner, owningVisitor } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { addListToBasket, addToBasket, basketAnswer, ownedBasketAnswer, removeLines, setQuantity } from './basket.service.ts';
import { basketMessages } from './basket-messages.ts';
import { mergeGuestBasket } from './guest-merge.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/** Spec §7 /Basket/… for the active basket. Answers are per visitor (never cached) and asked on every page (pre-encoded per request). */
export const basketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.onSessionLogin((trx, event) => mergeGuestBasket(trx, event.userId, event.guestSessionId));
  answerPrivately(app);

  endpoint(
    app,
    'GET /Basket/get/',
    {
      tags: [apiTags.basket],
      summary: 'Активная корзина',
      description:
        'Активная корзина целиком: строки с ценами из каталога на сейчас, количество, сумма, скидка, промокод (проверен заново: ' +
        'если условие больше не выполнено, скидки нет и promocode_info говорит почему), рекомендуемые товары. У гостя без сессии — пустая.',
      preEncoded: 'per-request',
    },
    async (request) => basketAnswer(db, await currentOwner(request), await getSettings(db)),
  );

  endpoint(
    app,
    'POST /Basket/add/',
    {
      tags: [apiTags.basket],
      summary: 'Добавить товар в корзину',
      description:
        'Добавляет товар (id) в активную корзину: строка растёт или появляется. Количество — целое от 1 до 999 999 в единице товара; ' +
        'товар, продающийся кратно, округляется вверх, и notices об этом говорит. Гостю создаётся сессия (cookie sid). Цену присылать нельзя: она только из каталога.',
      errors: { 404: [basketMessages.productNotFound], 422: [basketMessages.tooMuch, basketMessages.tooManyLines] },
      example: { id: 1, quantity: 10 },
      preEncoded: 'per-request',
    },
    async (request) => {
      const settings = await getSettings(db);
      const owner = await owningVisitor(request);
      const notices = await addToBasket(db, owner, settings, request.body.id, request.body.quantity);
      return basketAnswer(db, owner, settings, notices);
    },
  );

  endpoint(
    app,
    'POST /Basket/addList/',
    {
      tags: [apiTags.basket],
      summary: 'Добавить список товаров в корзину',
      description:
        'Добавляет товары (items: id и количество) в активную корзину одной записью — например, найденные быстрым заказом: все или, ' +
        'если хоть один товар не найден или строка либо корзина выходит за предел, ни одного. Товар, указанный дважды, получает оба ' +
        'количества; продающийся кратно округляется вверх, и notices об этом говорит. Не больше 200 товаров за раз. Гостю создаётся сессия (cookie sid).',
      errors: {
        400: [quickOrderMessages.nothingChosen, quickOrderMessages.tooManyLines],
        404: [basketMessages.productNotFound],
        422: [basketMessages.tooMuch, basketMessages.tooManyLines],
      },
      example: {
        items: [
          { id: 1, quantity: 100 },
          { id: 2, quantity: 50 },
        ],
      },
      preEncoded: 'per-request',
    },
    async (request) => {
      const settings = await getSettings(db);
      const owner = await owningVisitor(request);
      const { basket, notices } = await addListToBasket(db, owner, settings, request.body.items);
      return ownedBasketAnswer(db, owner, basket, settings, notices);
    },
  );

  endpoint(
    app,
    'POST /Basket/setQuantity/',
    {
      tags: [apiTags.basket],
      summary: 'Изменить количество строки',
      description:
        'Задаёт количество строки (bid) активной корзины, с округлением до кратности; 0 удаляет строку. Строка чужой или неактивной корзины не найдётся.',
      errors: { 404: [basketMessages.lineNotFound], 422: [basketMessages.tooMuch] },
      example: { bid: 1, quantity: 25 },
      preEncoded: 'per-request',
    },
    async (request) => {
      const settings = await getSettings(db);
      const owner = await currentOwner(request);
      const { basket, notices } = await setQuantity(db, owner, settings, request.body.bid, request.body.quantity);
      return ownedBasketAnswer(db, owner!, basket, settings, notices);
    },
  );

  endpoint(
    app,
    'POST /Basket/remove/',
    {
      tags: [apiTags.basket],
      summary: 'Удалить строки',
      description: 'Удаляет строки (bids) активной корзины: все или, если хоть одной в ней нет, ни одной.',
      errors: { 404: [basketMessages.lineNotFound] },
      example: { bids: [1, 2] },
      preEncoded: 'per-request',
    },
    async (request) => {
      const settings = await getSettings(db);
      const owner = await currentOwner(request);
      const { basket } = await removeLines(db, owner, settings, request.body.bids);
      return ownedBasketAnswer(db, owner!, basket, settings);
    },
  );

  endpoint(
    app,
    'POST /Basket/getRecommendedProducts/',
    {
      tags: [apiTags.basket],
      summary: 'Рекомендуемые товары',
      description:
        'Карточки товаров по recommended_ids из ответа корзины, в том же порядке: то, что нужно к товарам корзины (к болту — гайка и ' +
        'шайбы того же диаметра и покрытия, к анкеру — сверло). Неизвестные id пропускаются.',
      example: { recommended_ids: [1, 2, 3] },
    },
    (request) => cardsByIds(db, request.body.recommended_ids),
  );
};
