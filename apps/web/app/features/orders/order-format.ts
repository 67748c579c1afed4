import type { ReceivingType } from '@store/contracts';

const moscowDay = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' });
const moscowMoment = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' });

/** The store's dates are Moscow's (as the invoice's), the same on the server and in the browser. */
export const formatOrderDate = (iso: string) => moscowDay.format(new Date(iso));
export const formatOrderMoment = (iso: string) => moscowMoment.format(new Date(iso));

/** 'YYYY-MM-DD' days as printed: '25.11.2026'. */
export const formatDay = (day: string) => day.split('-').reverse().join('.');

export const receivingTypeNames: Record<ReceivingType, string> = {
  courier: 'Курьером',
  transportCompanyCourier: 'Транспортной компанией до двери',
  transportCompanyPickup: 'Транспортной компанией до пункта выдачи',
  pickup: 'Самовывоз',
};

/** The requisites' names, keyed as the API client gives them (camelCase). */
export const requisiteNames: Record<string, string> = {
  company: 'Организация',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  director: 'Руководитель',
  address: 'Адрес',
  bik: 'БИК',
  bankName: 'Банк',
  correspondentSettlement: 'Корр. счёт',
  settlementInvoice: 'Расчётный счёт',
};
