import { deliveryLimits } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { activeBasketLines } from '../basket/basket.service.ts';
import { unitWeight } from '../basket/pricing.ts';
import { currentOwner } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { findCitiesByPrefix } from './cities.repository.ts';
import { citySearchName } from './city-name.ts';
import { deliveryMessages } from './delivery-messages.ts';
import { countTransportDelivery, deliveryOptions, pickupPointsIn } from './delivery.service.ts';
import type { DeliveryLine } from './destination.ts';

const cityErrors = { 422: [deliveryMessages.cityNotFound] };

/** Spec §7 /Location/findCities/, /Order/getDeliveries/, /Delivery/…: where and how the visitor's order can travel. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The visitor's active basket as delivery weighs it. */
  async function basketLines(request: Parameters<typeof currentOwner>[0]): Promise<DeliveryLine[]> {
    const lines = await activeBasketLines(db, await currentOwner(request), await getSettings(db));
    return lines.map((line) => ({ productId: line.product_id, quantity: line.quantity, unitWeightG: unitWeight(line) }));
  }

  endpoint(
    app,
    'POST /Location/findCities/',
    {
      tags: [apiTags.delivery],
      summary: 'Подсказки городов',
      description:
        `Города России, чьё название начинается с введённого текста (регистр и ё/е не важны), крупные первыми, не более ${deliveryLimits.maxCitySuggestions}. ` +
        'Пустой текст — пустой список. city из ответа — это location остальных вызовов доставки.',
      example: { query: 'ека' },
    },
    async (request) => {
      const name = citySearchName(request.body.query);
      if (name === '') return [];
      const cities = await findCitiesByPrefix(db, name, deliveryLimits.maxCitySuggestions);
      return cities.map((city) => ({ city: city.name, region: city.region, country: city.country, zip: city.zip }));
    },
  );

  endpoint(
    app,
    'POST /Order/getDeliveries/',
    {
      tags: [apiTags.delivery],
      summary: 'Способы получения заказа в городе',
      description:
        'Курьер магазина (период, цена, даты; null, если город вне его зон), транспортные компании с их способами (до двери, до пункта выдачи; ' +
        'цена — через /Delivery/countDeliveryOrder/) и склады самовывоза в городе (даты готовности — по наличию товаров корзины на складе).',
      errors: cityErrors,
      example: { location: 'Москва' },
    },
    async (request) => deliveryOptions(db, request.body.location, await basketLines(request)),
  );

  endpoint(
    app,
    'POST /Delivery/countDeliveryOrder/',
    {
      tags: [apiTags.delivery],
      summary: 'Цена и сроки транспортной компании',
      description:
        'Цена (копейки) и даты доставки текущей корзины транспортной компанией service способом type (courier — до двери, pickup — до пункта выдачи) ' +
        'по весу товаров из каталога и расстоянию от ближайшего склада магазина. Сроки — в рабочих днях.',
      errors: { 422: [deliveryMessages.cityNotFound, deliveryMessages.companyNotFound, deliveryMessages.methodUnavailable] },
      example: { type: 'pickup', service: 'cdek', location: 'Казань' },
    },
    async (request) => countTransportDelivery(db, request.body, await basketLines(request)),
  );

  endpoint(
    app,
    'POST /Delivery/getPvzList/',
    {
      tags: [apiTags.delivery],
      summary: 'Пункты выдачи транспортной компании',
      description: 'Пункты выдачи компании type в городе location: id (punkt при оформлении), адрес, часы работы. Пустой список — пунктов в городе нет.',
      errors: { 422: [deliveryMessages.cityNotFound, deliveryMessages.companyNotFound] },
      example: { type: 'cdek', location: 'Казань' },
    },
    async (request) => pickupPointsIn(db, request.body),
  );
};
