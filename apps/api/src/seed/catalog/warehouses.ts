/** Warehouses; the three city ones are also pickup points. `share` is how often a SKU is in stock there. */
export const warehouseSeeds = [
  {
    code: 'podolsk',
    name: 'Центральный склад',
    city: 'Подольск',
    address: 'Московская область, г. Подольск, ул. Комсомольская, д. 1, стр. 7',
    work_time: 'Пн–Пт 8:00–20:00',
    is_pickup: 0,
    share: 0.85,
  },
  {
    code: 'moskva',
    name: 'Склад Москва — Южный порт',
    city: 'Москва',
    address: 'г. Москва, 2-й Южнопортовый проезд, д. 16, стр. 1',
    work_time: 'Пн–Пт 8:00–20:00, Сб 9:00–16:00',
    is_pickup: 1,
    share: 0.6,
  },
  {
    code: 'sankt-peterburg',
    name: 'Склад Санкт-Петербург — Обухово',
    city: 'Санкт-Петербург',
    address: 'г. Санкт-Петербург, ул. Салова, д. 57, корп. 1',
    work_time: 'Пн–Пт 9:00–19:00, Сб 10:00–15:00',
    is_pickup: 1,
    share: 0.45,
  },
  {
    code: 'ekaterinburg',
    name: 'Склад Екатеринбург — Эльмаш',
    city: 'Екатеринбург',
    address: 'г. Екатеринбург, ул. Монтёрская, д. 3',
    work_time: 'Пн–Пт 9:00–18:00',
    is_pickup: 1,
    share: 0.4,
  },
] as const;
