/** What the delivery calls answer when a choice does not fit the city (422) or names nothing (404). */
export const deliveryMessages = {
  cityNotFound: 'Город не найден: выберите его из списка',
  companyNotFound: 'Транспортная компания не найдена',
  methodUnavailable: 'Этот способ доставки недоступен в выбранном городе',
  courierUnavailable: 'Курьерская доставка магазина не работает в выбранном городе',
  noCompanyChosen: 'Выберите транспортную компанию',
  noStockChosen: 'Выберите склад для самовывоза',
  stockUnavailable: 'Самовывоз с этого склада в выбранном городе невозможен',
  noPickupPointChosen: 'Выберите пункт выдачи',
  pickupPointNotFound: 'Пункт выдачи не найден в выбранном городе',
} as const;
