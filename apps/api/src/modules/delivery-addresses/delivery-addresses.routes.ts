import { deliveryAddressLimits } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { requireUserId } from '../session/session.ts';
import { listAddresses } from './delivery-addresses.repository.ts';
import { addAddress, changeAddress, deliveryAddressMessages, removeAddress } from './delivery-addresses.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';

const example = { name: 'Склад на Бутырской', address: 'ул Бутырская, д 75', city: 'Москва', zip: '127015', is_default: true };

/**
 * Spec §7 /DeliveryAddresses/…: a signed-in buyer's saved addresses (the profile section and the checkout's address
 * choice). Every change answers the whole list, the default first. Never cached.
 */
export const deliveryAddressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  answerPrivately(app);

  endpoint(
    app,
    'GET /DeliveryAddresses/getList/',
    {
      tags: [apiTags.deliveryAddresses],
      summary: 'Адреса доставки',
      description: 'Сохранённые адреса пользователя: адрес по умолчанию первым, затем в порядке добавления.',
      security: signedInOnly,
    },
    async (request) => listAddresses(db, await requireUserId(request)),
  );

  endpoint(
    app,
    'POST /DeliveryAddresses/add/',
    {
      tags: [apiTags.deliveryAddresses],
      summary: 'Добавить адрес',
      description:
        `Новый адрес: название (до ${deliveryAddressLimits.nameMaxLength} символов) и адрес (до ${deliveryAddressLimits.addressMaxLength}) ` +
        `обязательны, город и индекс (6 цифр) по желанию. is_default: true снимает отметку с других адресов. Не более ${deliveryAddressLimits.maxAddresses} адресов.`,
      security: signedInOnly,
      errors: { 422: [deliveryAddressMessages.tooMany] },
      example,
    },
    async (request) => {
      const userId = await requireUserId(request);
      await addAddress(db, userId, request.body);
      return listAddresses(db, userId);
    },
  );

  endpoint(
    app,
    'POST /DeliveryAddresses/update/',
    {
      tags: [apiTags.deliveryAddresses],
      summary: 'Изменить адрес',
      description:
        'Меняет адрес (id) целиком. is_default: true делает его адресом по умолчанию (с других отметка снимается), false снимает отметку, ' +
        'без ключа отметка остаётся как была. Чужой адрес не найдётся.',
      security: signedInOnly,
      errors: { 404: [deliveryAddressMessages.notFound] },
      example: { id: 1, ...example },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await changeAddress(db, userId, request.body);
      return listAddresses(db, userId);
    },
  );

  endpoint(
    app,
    'POST /DeliveryAddresses/delete/',
    {
      tags: [apiTags.deliveryAddresses],
      summary: 'Удалить адрес',
      description: 'Удаляет адрес (id); если он был адресом по умолчанию, такого больше нет. Чужой адрес не найдётся.',
      security: signedInOnly,
      errors: { 404: [deliveryAddressMessages.notFound] },
      example: { id: 1 },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await removeAddress(db, userId, request.body.id);
      return listAddresses(db, userId);
    },
  );
};
