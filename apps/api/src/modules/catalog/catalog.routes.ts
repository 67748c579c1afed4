import { menuCategorySchema, ok, okEnvelope } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listCategories, toMenuTree } from './categories.repository.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Section/getCatalogCategories/',
    {
      schema: { tags: ['Catalog'], summary: 'Дерево разделов каталога', response: { 200: okEnvelope(z.array(menuCategorySchema)) } },
    },
    async () => ok(toMenuTree(await listCategories(db))),
  );
};
