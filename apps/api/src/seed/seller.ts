import type { SellerRequisites } from '../modules/invoice/invoice-document.ts';

/** The demo store's requisites on its invoices (a valid INN, and a settlement account whose key matches the bank's БИК). */
export const demoSeller: SellerRequisites = {
  name: 'ООО «КрепКомплект»',
  inn: '7704123450',
  kpp: '770401001',
  address: '115088, г. Москва, ул. Угрешская, д. 2, стр. 33',
  phone: '+7 (495) 120-45-67',
  bankName: 'АО «ТБанк», г. Москва',
  bik: '044525974',
  correspondentAccount: '30101810145250000974',
  settlementAccount: '40702810500000012345',
  director: 'Соколов А. В.',
  accountant: 'Миронова Е. П.',
};
