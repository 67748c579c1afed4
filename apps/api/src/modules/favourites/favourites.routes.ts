import { favouriteIdsSchema, favouriteRequestSchema, ok, okEnvelope, productCardSchema, type Settings } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { productForBasket } from '../basket/basket-items.repository.ts';
import { cardsByIds } from '../catalog/cards-by-ids.ts';
import { currentOwner, type Owner, owningVisitor } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { copyGuestFavourites, countFavourites, deleteFavourite, favouriteIds, insertFavourite } from './favourites.repository.ts';

/** A guest's or user's favourites stay bounded. */
const maxFavourites = 1000;

const idsAnswer = { 200: okEnvelope(favouriteIdsSchema) };

/** Nothing is shown while favourites are off. */
async function idsOf(db: Db, owner: Owner | null): Promise<number[]> {
  return owner && (await getSettings(db)).fav.enabled ? favouriteIds(db, owner) : [];
}

function requireEnabled(settings: Settings) {
  if (!settings.fav.enabled) throw forbidden('Избранное отключено в настройках магазина');
}

/** Spec §7 /Favourite/…: guests keep theirs in their session, and they join the user's at sign-in. Never cached. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.onSessionLogin(async (trx, { userId, guestSessionId }) => {
    if (guestSessionId !== null) await copyGuestFavourites(trx, guestSessionId, userId);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/Favourite/getIds/',
    {
      schema: { tags: ['Favourite'], summary: 'Id товаров в избранном, последние добавленные первыми', querystring: z.strictObject({}), response: idsAnswer },
    },
    async (request) => ok(await idsOf(db, await currentOwner(request))),
  );

  app.post(
    '/Favourite/add/',
    { schema: { tags: ['Favourite'], summary: 'Добавить товар (id) в избранное; гостю создаётся сессия', body: favouriteRequestSchema, response: idsAnswer } },
    async (request) => {
      requireEnabled(await getSettings(db));
      if (!(await productForBasket(db, request.body.id))) throw notFound('Товар не найден');
      const owner = await owningVisitor(request);
      if ((await countFavourites(db, owner)) >= maxFavourites) throw unprocessable(`В избранном может быть не более ${maxFavourites} товаров`);
      await insertFavourite(db, owner, request.body.id, new Date().toISOString());
      return ok(await idsOf(db, owner));
    },
  );

  app.post(
    '/Favourite/delete/',
    { schema: { tags: ['Favourite'], summary: 'Убрать товар (id) из избранного', body: favouriteRequestSchema, response: idsAnswer } },
    async (request) => {
      requireEnabled(await getSettings(db));
      const owner = await currentOwner(request);
      if (owner) await deleteFavourite(db, owner, request.body.id);
      return ok(await idsOf(db, owner));
    },
  );

  app.get(
    '/Favourite/getProducts/',
    {
      schema: {
        tags: ['Favourite'],
        summary: 'Карточки товаров избранного (страница /fav), последние добавленные первыми',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(z.array(productCardSchema)) },
      },
    },
    async (request) => ok(await cardsByIds(db, await idsOf(db, await currentOwner(request)))),
  );
};
