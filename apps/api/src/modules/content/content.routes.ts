import { contentPageSchema, footerSchema, headerSchema, homeSchema, ok, okEnvelope, redirectSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { findRedirect, getFooter, getHeader, getHome, getPage } from './content.repository.ts';

const notSet = { 404: ['Содержимое не найдено'] };

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Content/getHeader/',
    {
      schema: {
        tags: [apiTags.content],
        summary: 'Шапка сайта',
        description: 'Ссылки, контакты, формы и объявление в шапке.',
        errors: notSet,
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(headerSchema) },
      },
    },
    async () => ok(await getHeader(db)),
  );
  app.get(
    '/Content/getFooter/',
    {
      schema: {
        tags: [apiTags.content],
        summary: 'Подвал сайта',
        description: 'Ссылки, документы, разделы каталога, соцсети, контакты и копирайт подвала.',
        errors: notSet,
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(footerSchema) },
      },
    },
    async () => ok(await getFooter(db)),
  );
  app.get(
    '/Content/getHome/',
    {
      schema: {
        tags: [apiTags.content],
        summary: 'Главная: слайдер и баннеры',
        description: 'Слайды и баннеры главной страницы.',
        errors: notSet,
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(homeSchema) },
      },
    },
    async () => ok(await getHome(db)),
  );
  app.get(
    '/Content/getPage/',
    {
      schema: {
        tags: [apiTags.content],
        summary: 'Контентная страница',
        description: 'Заголовок и HTML контентной страницы по её адресу (slug).',
        errors: { 404: ['Страница не найдена'] },
        example: { slug: 'delivery' },
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
        tags: [apiTags.content],
        summary: 'Серверный редирект для пути',
        description: 'Куда и с каким статусом (301 или 302) перенаправить адрес сайта; `result = null`, если редиректа нет.',
        example: { path: '/sale/' },
        querystring: z.strictObject({ path: z.string().min(1).max(1000) }),
        response: { 200: okEnvelope(redirectSchema) },
      },
    },
    async (request) => ok(await findRedirect(db, request.query.path)),
  );
};
