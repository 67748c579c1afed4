import { lookupLimits } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { attemptLimits, takeAttempt } from '../auth/rate-limit.ts';
import { cleanAddressSuggestions } from './address-cleanup.ts';
import type { Lookups } from './lookups.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/** Counts a look-up against the visitor (the user, else the address) and the address; refuses past the limit. */
async function countLookup(db: Db, request: FastifyRequest): Promise<void> {
  const userId = await request.session.userId();
  const subject = { account: userId !== null ? `user:${userId}` : `ip:${request.ip}`, address: request.ip };
  await takeAttempt(db, 'lookup', subject);
}

/** Spec §7 /Dadata/…: organisation and address look-ups for the checkout and the organisation forms. Never cached. */
export const dadataRoutes: FastifyPluginAsyncZod<{ db: Db; lookups: Lookups }> = async (app, { db, lookups }) => {
  answerPrivately(app);

  endpoint(
    app,
    'GET /Dadata/findOrganization/',
    {
      tags: [apiTags.lookups],
      summary: 'Найти организацию',
      description:
        'Организации по ИНН (10 или 12 цифр) или по названию: название, ИНН, КПП, ОГРН, руководитель, адрес и индекс, ' +
        `не более ${lookupLimits.maxSuggestions}. Пустой запрос или сбой поиска — пустой список.`,
      errors: { 429: [attemptLimits.lookup.message] },
      example: { query: 'ТехМонтаж' },
    },
    async (request) => {
      if (request.query.query === '') return [];
      await countLookup(db, request);
      return lookups.findOrganizations(request.query.query);
    },
  );

  endpoint(
    app,
    'POST /Dadata/findAddress/',
    {
      tags: [apiTags.lookups],
      summary: 'Подсказки адреса',
      description:
        'Адреса до дома по введённому тексту (в городе city, если он указан): только адреса с домом, value без города и без ' +
        `квартиры, unrestricted_value целиком с индексом; не более ${lookupLimits.maxSuggestions}. Пустой запрос или сбой поиска — пустой список.`,
      errors: { 429: [attemptLimits.lookup.message] },
      example: { query: 'Тверская 7', city: 'Москва' },
    },
    async (request) => {
      if (request.body.query === '') return [];
      await countLookup(db, request);
      const found = await lookups.findAddresses(request.body.query, request.body.city || undefined);
      return cleanAddressSuggestions(found).slice(0, lookupLimits.maxSuggestions);
    },
  );
};
