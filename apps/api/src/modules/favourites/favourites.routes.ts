import type { Settings } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { productFacts } from '../basket/basket-lines.ts';
import { cardsByIds } from '../catalog/cards-by-ids.ts';
import { currentOwner, type Owner, owningVisitor } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { copyGuestFavourites, countFavourites, deleteFavourite, favouriteIds, insertFavourite } from './favourites.repository.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/** A guest's or user's favourites stay bounded. */
const maxFavourites = 1000;

const messages = {
  off: 'Избранное отключено в настройках магазина',
  productNotFound: 'Товар не найден',
  tooMany: `В избранном может быть не более ${maxFavourites} товаров`,
} as const;

/** Nothing is shown while favourites are off. */
async function idsOf(db: Db, owner: Owner | null): Promise<number[]> {
  return owner && (await getSettings(db)).fav.enabled ? favouriteIds(db, owner) : [];
}

function requireEnabled(settings: Settings) {
  if (!settings.fav.enabled) throw forbidden(messages.off);
}

/** Spec §7 /Favourite/…: guests keep theirs in their session, and they join the user's at sign-in. Never cached. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.onSessionLogin(async (trx, { userId, guestSessionId }) => {
    if (guestSessionId !== null) await copyGuestFavourites(trx, guestSessionId, userId);
  });
  answerPrivately(app);

  endpoint(
    app,
    'GET /Favourite/getIds/',
    {
      tags: [apiTags.favourites],
      summary: 'Id избранных товаров',
      description: 'Id товаров в избранном посетителя, последние добавленные первыми (пусто, если избранное отключено). Читается на каждой странице.',
    },
    async (request) => idsOf(db, await currentOwner(request)),
  );

  endpoint(
    app,
    'POST /Favourite/add/',
    {
      tags: [apiTags.favourites],
      summary: 'Добавить в избранное',
      description: 'Добавляет товар (id) в избранное и отвечает списком id; гостю создаётся сессия (cookie sid).',
      errors: { 403: [messages.off], 404: [messages.productNotFound], 422: [messages.tooMany] },
      example: { id: 1 },
    },
    async (request) => {
      requireEnabled(await getSettings(db));
      if (!(await productFacts(db, [request.body.id])).has(request.body.id)) throw notFound(messages.productNotFound);
      const owner = await owningVisitor(request);
      if ((await countFavourites(db, owner)) >= maxFavourites) throw unprocessable(messages.tooMany);
      await insertFavourite(db, owner, request.body.id, new Date().toISOString());
      return idsOf(db, owner);
    },
  );

  endpoint(
    app,
    'POST /Favourite/delete/',
    {
      tags: [apiTags.favourites],
      summary: 'Убрать из избранного',
      description: 'Убирает товар (id) из избранного и отвечает списком id; товара, которого там нет, это не ошибка.',
      errors: { 403: [messages.off] },
      example: { id: 1 },
    },
    async (request) => {
      requireEnabled(await getSettings(db));
      const owner = await currentOwner(request);
      if (owner) await deleteFavourite(db, owner, request.body.id);
      return idsOf(db, owner);
    },
  );

  endpoint(
    app,
    'GET /Favourite/getProducts/',
    {
      tags: [apiTags.favourites],
      summary: 'Избранные товары',
      description: 'Карточки товаров избранного (страница /fav/) с ценой и наличием на сейчас, последние добавленные первыми.',
    },
    async (request) => cardsByIds(db, await idsOf(db, await currentOwner(request))),
  );
};
