import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { findRedirect, getFooter, getHeader, getHome, getPage, pageLinks } from './content.repository.ts';
import { getKnowledge } from './knowledge.service.ts';
import { getLanding, getService, getServices } from './marketing.service.ts';

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
      description: 'Заголовок и HTML контентной страницы по её адресу (slug): Markdown страницы, отрисованный на сервере безопасно.',
      errors: { 404: ['Страница не найдена'] },
      example: { slug: 'delivery' },
    },
    (request) => getPage(db, request.query.slug),
  );
  endpoint(
    app,
    'GET /Content/getPages/',
    { tags: [apiTags.content], summary: 'Список контентных страниц', description: 'Адрес (slug) и заголовок каждой контентной страницы.' },
    () => pageLinks(db),
  );
  endpoint(
    app,
    'GET /Content/getServices/',
    { tags: [apiTags.content], summary: 'Услуги', description: 'Заголовок страницы услуг и карточка каждой услуги с её адресом.' },
    () => getServices(db),
  );
  endpoint(
    app,
    'GET /Content/getService/',
    {
      tags: [apiTags.content],
      summary: 'Страница услуги',
      description: 'Услуга по её коду: текст (Markdown, отрисованный на сервере безопасно) и форма заявки.',
      errors: { 404: ['Страница не найдена'] },
      example: { code: 'cutting' },
    },
    (request) => getService(db, request.query.code),
  );
  endpoint(
    app,
    'GET /Content/getLanding/',
    {
      tags: [apiTags.content],
      summary: 'Промо-страница',
      description: 'Блоки промо-страницы по порядку: баннер, преимущества, подборка товаров (карточки каталога) и форма заявки.',
    },
    () => getLanding(db),
  );
  endpoint(
    app,
    'GET /Content/getKnowledge/',
    {
      tags: [apiTags.content],
      summary: 'База знаний',
      description:
        'Темы базы знаний по порядку и статьи каждой: код статьи (её якорь на странице), заголовок и текст (Markdown, отрисованный на сервере безопасно).',
    },
    () => getKnowledge(db),
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
