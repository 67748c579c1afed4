import { contentPageSchema, footerSchema, headerSchema, homeSchema, ok, okEnvelope, redirectSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { findRedirect, getFooter, getHeader, getHome, getPage } from './content.repository.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Content/getHeader/',
    { schema: { tags: ['Content'], summary: 'Шапка сайта', response: { 200: okEnvelope(headerSchema) } } },
    async () => ok(await getHeader(db)),
  );
  app.get(
    '/Content/getFooter/',
    { schema: { tags: ['Content'], summary: 'Подвал сайта', response: { 200: okEnvelope(footerSchema) } } },
    async () => ok(await getFooter(db)),
  );
  app.get(
    '/Content/getHome/',
    { schema: { tags: ['Content'], summary: 'Главная: слайдер и баннеры', response: { 200: okEnvelope(homeSchema) } } },
    async () => ok(await getHome(db)),
  );
  app.get(
    '/Content/getPage/',
    {
      schema: {
        tags: ['Content'],
        summary: 'Контентная страница',
        querystring: z.strictObject({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/) }),
        response: { 200: okEnvelope(contentPageSchema) },
      },
    },
    async (request) => ok(await getPage(db, request.query.slug)),
  );
  app.get(
    '/Redirect/find/',
    {
      schema: {
        tags: ['Content'],
        summary: 'Серверный редирект для пути',
        querystring: z.strictObject({ path: z.string().min(1).max(1000) }),
        response: { 200: okEnvelope(redirectSchema) },
      },
    },
    async (request) => ok(await findRedirect(db, request.query.path)),
  );
};
