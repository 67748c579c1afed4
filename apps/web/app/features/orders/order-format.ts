import type { ReceivingType } from '@store/contracts';

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
