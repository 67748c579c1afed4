/**
 * What a route tells the OpenAPI document beyond its zod schemas: its domain tag, who may call it, the errors
 * of its own and an example request. Fastify ignores these keys; the document's route transform reads them.
 */

/** One tag per domain; the document describes each (see `tagDescriptions`). */
export const apiTags = {
  settings: 'Настройки',
  content: 'Содержимое',
  catalog: 'Каталог',
  search: 'Поиск',
  auth: 'Вход и регистрация',
  user: 'Профиль',
  notifications: 'Уведомления',
  webform: 'Сообщения',
  basket: 'Корзина',
  promocode: 'Промокоды',
  favourites: 'Избранное',
  delivery: 'Доставка',
  payment: 'Оплата',
  orders: 'Заказы',
  lookups: 'Подсказки',
  deliveryAddresses: 'Адреса доставки',
  organizations: 'Организации',
  employees: 'Сотрудники',
  quickOrder: 'Быстрый заказ',
} as const;

export type ApiTag = (typeof apiTags)[keyof typeof apiTags];

export const tagDescriptions: Record<ApiTag, string> = {
  Настройки: 'Настройки магазина, которые нужны клиенту: способы входа, правила форм, контакты.',
  Содержимое: 'Шапка, подвал, главная, контентные страницы, серверные редиректы, тексты страницы регистрации.',
  Каталог: 'Дерево разделов, товары раздела с фильтрами, карточка товара, чертежи товаров.',
  Поиск: 'Поиск с разбором обозначений крепежа (болт м10х50 din 933 8.8 цинк) и подсказки строки поиска.',
  'Вход и регистрация': 'Вход, выход, регистрация физического лица или компании, восстановление пароля.',
  Профиль: 'Текущий пользователь, его данные и реквизиты организации.',
  Уведомления: 'Признаки новых событий для пользователя.',
  Сообщения: 'Сообщения персональному менеджеру.',
  Корзина:
    'Активная корзина и именованные корзины (спецификации) пользователя. Каждый ответ — корзина целиком с ценами из каталога на сейчас: ' +
    'клиент заменяет свою копию. Гостю корзина хранится в сессии и переходит к нему при входе.',
  Промокоды: 'Применение и отмена промокода активной корзины. Отказ — ответ 200 с success: false и причиной в error.',
  Избранное: 'Избранные товары гостя (в сессии) и пользователя; при входе объединяются.',
  Доставка:
    'Города для выбора при оформлении, способы получения заказа в городе (курьер магазина, транспортные компании, самовывоз со склада), ' +
    'цена и сроки доставки текущей корзины, пункты выдачи. Деньги — в копейках, даты — ГГГГ-ММ-ДД, сроки — в рабочих днях.',
  Оплата: 'Способы оплаты заказа и способ по умолчанию для покупателя.',
  Заказы:
    'Оформление заказа из активной корзины (цены, промокод и остатки пересчитываются на сервере, в одной транзакции) и история заказов покупателя. ' +
    'Покупатель видит только свои заказы: чужой номер — 404.',
  Подсказки: 'Поиск организации по ИНН или названию и подсказки адреса (через Dadata или по локальным данным). Сбой поиска — пустой список.',
  'Адреса доставки': 'Сохранённые адреса доставки пользователя; один из них может быть адресом по умолчанию.',
  Организации:
    'Организации компании пользователя (раздел профиля и выбор организации при оформлении заказа): его организация и, для менеджера, ' +
    'все организации под ней на любую глубину, со счётчиками сотрудников и заказов. Менеджер компании добавляет, меняет и удаляет их; ' +
    'каждый ответ — список целиком.',
  Сотрудники:
    'Сотрудники компании для её менеджеров: пользователи видимых менеджеру организаций. Менеджер приглашает сотрудника по email ' +
    '(пароль тот задаёт сам, через восстановление пароля), выбирает его организации и права менеджера, блокирует и удаляет его; ' +
    'каждый ответ — список целиком.',
  'Быстрый заказ':
    'Список товаров, вставленный покупателем (по артикулу или обозначению крепежа, с количеством): магазин находит товар каждой строки, ' +
    'а найденные добавляются в корзину одним вызовом /Basket/addList/. Доступен гостю и пользователю.',
};

/** The security scheme of the cookie session (described in the document). */
export const SESSION_SCHEME = 'session';

/** `security` of a route that answers 401 without a signed-in session; other routes take the session if there is one. */
export const signedInOnly = [{ [SESSION_SCHEME]: [] }];

/** Statuses a route may document as its own; 500 and the rest are described once, for every operation. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** Per status, the Russian messages the route answers with (the error envelope's `result.message`). */
export type OperationErrors = Partial<Record<ErrorStatus, readonly string[]>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route's own error statuses and messages. The common ones are added for it: 400 when it validates input,
     * 401 for `signedInOnly`, 403 (Origin) for POST.
     */
    errors?: OperationErrors;
    /** A request the route accepts: the JSON body, or the query parameters by name. */
    example?: Record<string, unknown>;
  }
}
