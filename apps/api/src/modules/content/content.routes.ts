import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { findRedirect, getFooter, getHeader, getHome, getPage } from './content.repository.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'GET /Content/getHeader/',
    { tags: [apiTags.content], summary: 'Шапка сайта', description: 'Ссылки, контакты, формы и объявление в шапке.' },
    () => getHeader(db),
  );
  endpoint(
    app,
    'GET /Content/getFooter/',
    {
      tags: [apiTags.content],
      summary: 'Подвал сайта',
      description: 'Ссылки, документы, разделы каталога, соцсети, контакты и копирайт подвала.',
    },
    () => getFooter(db),
  );
  endpoint(
    app,
    'GET /Content/getHome/',
    { tags: [apiTags.content], summary: 'Главная: слайдер и баннеры', description: 'Слайды и баннеры главной страницы.' },
    () => getHome(db),
  );
  endpoint(
    app,
    'GET /Content/getPage/',
    {
      tags: [apiTags.content],
      summary: 'Контентная страница',
      description: 'Заголовок и HTML контентной страницы по её адресу (slug).',
      errors: { 404: ['Страница не найдена'] },
      example: { slug: 'delivery' },
    },
    (request) => getPage(db, request.query.slug),
  );
  endpoint(
    app,
    'GET /Redirect/find/',
    {
      tags: [apiTags.content],
      summary: 'Серверный редирект для пути',
      description: 'Куда и с каким статусом (301 или 302) перенаправить адрес сайта; `result = null`, если редиректа нет.',
      example: { path: '/sale/' },
    },
    (request) => findRedirect(db, request.query.path),
  );
};
