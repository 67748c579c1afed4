import type { Footer, Header, Home, LandingBlock, ServicesBlock } from '@store/contracts';
import type { Db } from '../db/database.ts';
import { saveBlock } from '../modules/content/content.repository.ts';
import { saveSellerRequisites } from '../modules/invoice/seller.repository.ts';
import { warehouseSeeds } from './catalog/warehouses.ts';
import { demoSeller } from './seller.ts';
import { bumpContentVersion } from '../modules/data-versions/data-versions.ts';

const header: Header = {
  links: [
    { name: 'Доставка и оплата', url: '/delivery/', open_in_new_window: false },
    { name: 'Услуги', url: '/services/', open_in_new_window: false },
    { name: 'О компании', url: '/about/', open_in_new_window: false },
    { name: 'Контакты', url: '/contacts/', open_in_new_window: false },
  ],
  contacts: [
    { id: 1, name: 'Бесплатно по России', value: '8 800 555-35-35', image: null, type: 'tel', copy: false },
    { id: 2, name: 'Отдел продаж', value: 'sales@krepkomplekt.ru', image: null, type: 'email', copy: true },
  ],
  // Each opens a seeded lead form (seed/lead-forms.ts) by its code.
  forms: [
    { form_code: 'CALLBACK', name: 'Заказать звонок' },
    { form_code: 'WHOLESALE', name: 'Оптовый запрос' },
  ],
  alert: {
    text: 'Отгрузка со склада в день заказа при оплате до 14:00',
    form: { form_code: 'CALLBACK', name: 'Заказать звонок' },
  },
};

const footer: Footer = {
  links: [
    { name: 'О компании', url: '/about/', open_in_new_window: false },
    { name: 'Доставка и оплата', url: '/delivery/', open_in_new_window: false },
    { name: 'Услуги', url: '/services/', open_in_new_window: false },
    { name: 'Контакты', url: '/contacts/', open_in_new_window: false },
  ],
  documents: [
    { name: 'Политика конфиденциальности', url: '/privacy-policy/', open_in_new_window: true },
    { name: 'Договор поставки', url: '/supply-agreement/', open_in_new_window: false },
  ],
  catalog_sections: [],
  social_links: [
    { name: 'ВКонтакте', link: 'https://vk.com/', img: '/brand/social-vk.svg', open_in_new_window: true },
    { name: 'Telegram', link: 'https://t.me/', img: '/brand/social-telegram.svg', open_in_new_window: true },
  ],
  contacts: header.contacts,
  copyright: '© [year] КрепКомплект. Все права защищены.',
  description:
    'КрепКомплект — поставщик крепежа для производства, стройки и ремонта: болты, гайки, шайбы, винты, анкеры и шпильки по DIN, ISO и ГОСТ со складов в Москве, Санкт-Петербурге и Екатеринбурге.',
};

const home: Home = {
  hero: {
    use_wrapper: true,
    buttons_transparent: false,
    slides: [
      {
        id: 1,
        title: 'Крепёж DIN, ISO и ГОСТ со склада',
        subtitle: 'Более 20 000 позиций: болты, гайки, шайбы, винты и анкеры с отгрузкой в день заказа',
        image: { desktop: '/banners/hero-warehouse.svg', mobile: '/banners/hero-warehouse-mobile.svg' },
        link: { text: 'Перейти в каталог', link: '/catalog/' },
        form: null,
      },
      {
        id: 2,
        title: 'Нержавеющий крепёж A2 и A4',
        subtitle: 'Для пищевых производств, судостроения и фасадов',
        image: { desktop: '/banners/hero-stainless.svg', mobile: '/banners/hero-stainless-mobile.svg' },
        link: { text: 'Смотреть', link: '/catalog/krepezh/' },
        form: { form_code: 'FASTENER_SELECTION', button_open_form_text: 'Подобрать крепёж' },
      },
      {
        id: 3,
        title: 'Поставки для предприятий',
        subtitle: 'Персональный менеджер, отсрочка платежа и спецификации под проект',
        image: { desktop: '/banners/hero-b2b.svg', mobile: null },
        link: null,
        form: { form_code: 'SUPPLY_CONTRACT', button_open_form_text: 'Оставить заявку' },
      },
    ],
  },
  link_banners: [
    {
      id: 1,
      title: 'Высокопрочный крепёж 10.9 и 12.9',
      subtitle: 'Для металлоконструкций и машиностроения',
      image: { desktop: '/banners/link-high-strength.svg', mobile: null },
      url: '/catalog/krepezh/bolty/',
    },
    {
      id: 2,
      title: 'Анкерная техника',
      subtitle: 'Клиновые, рамные и химические анкеры',
      image: { desktop: '/banners/link-anchors.svg', mobile: null },
      url: '/catalog/ankernaya-tehnika/',
    },
    {
      id: 3,
      title: 'Шпильки DIN 975 и DIN 976',
      subtitle: 'Оцинкованные, нержавеющие и высокопрочные, резка в размер',
      image: { desktop: '/banners/link-studs.svg', mobile: null },
      url: '/catalog/krepezh/shpilki/',
    },
    {
      id: 4,
      title: 'Гайки и шайбы',
      subtitle: 'DIN 934, DIN 985, DIN 125 и DIN 127 со склада',
      image: { desktop: '/banners/link-nuts-washers.svg', mobile: null },
      url: '/catalog/krepezh/gayki/',
    },
  ],
  button_banners: [
    { id: 1, title: 'Болты', image: '/banners/button-bolts.svg', url: '/catalog/krepezh/bolty/' },
    { id: 2, title: 'Гайки', image: '/banners/button-nuts.svg', url: '/catalog/krepezh/gayki/' },
    { id: 3, title: 'Шайбы', image: '/banners/button-washers.svg', url: '/catalog/krepezh/shayby/' },
    { id: 4, title: 'Винты', image: '/banners/button-screws.svg', url: '/catalog/krepezh/vinty/' },
    { id: 5, title: 'Шпильки', image: '/banners/button-studs.svg', url: '/catalog/krepezh/shpilki/' },
    { id: 6, title: 'Анкеры', image: '/banners/button-anchors.svg', url: '/catalog/ankernaya-tehnika/ankery/' },
  ],
};

/** /contacts/: phones, the warehouses (pickup points marked) and the requisites, from the same seeds as checkout and invoices. */
function contactsPage(): string {
  const warehouses = warehouseSeeds.map(
    (warehouse) => `| ${warehouse.name}${warehouse.is_pickup ? '' : ' (без самовывоза)'} | ${warehouse.address} | ${warehouse.work_time} |`,
  );
  return [
    'Телефон: [8 800 555-35-35](tel:+78005553535) — бесплатно по России',
    ...(demoSeller.phone ? [`Офис: [${demoSeller.phone}](tel:${demoSeller.phone.replace(/[^\d+]/g, '')})`] : []),
    'E-mail: [sales@krepkomplekt.ru](mailto:sales@krepkomplekt.ru)',
    '## Склады и самовывоз',
    ['| Склад | Адрес | Часы работы |', '|---|---|---|', ...warehouses].join('\n'),
    'Заказ можно забрать со склада, выбрав самовывоз при оформлении; о готовности заказа сообщим по телефону или e-mail.',
    '## Реквизиты',
    [
      `${demoSeller.name}  `,
      `ИНН ${demoSeller.inn}, КПП ${demoSeller.kpp}  `,
      `Юридический адрес: ${demoSeller.address}  `,
      `Р/с ${demoSeller.settlementAccount} в ${demoSeller.bankName}  `,
      `К/с ${demoSeller.correspondentAccount}, БИК ${demoSeller.bik}  `,
      `Генеральный директор: ${demoSeller.director}`,
    ].join('\n'),
  ].join('\n\n');
}

/** Content pages, written in Markdown (rendered safely by the API: modules/content/markdown.ts). */
const pages = [
  {
    slug: 'about',
    title: 'О компании',
    description: 'КрепКомплект — поставщик крепежа с 2009 года.',
    body_md: `КрепКомплект поставляет крепёж предприятиям и частным покупателям с 2009 года. Три собственных склада, более 20 000 позиций в наличии.

Мы работаем с производствами, строительными и монтажными организациями, торговыми сетями. Кроме поставок, мы [режем, цинкуем и фасуем крепёж](/services/) под задачу заказчика.`,
  },
  {
    slug: 'delivery',
    title: 'Доставка и оплата',
    description: 'Способы доставки и оплаты заказов.',
    body_md: `## Доставка

Курьером по Москве, Санкт-Петербургу и Екатеринбургу, транспортными компаниями по всей России, самовывоз со складов. Крупные партии [доставим на объект](/services/delivery/).

## Оплата

- банковской картой;
- по счёту для юридических лиц;
- наличными при самовывозе.`,
  },
  {
    slug: 'contacts',
    title: 'Контакты',
    description: 'Телефоны, адреса складов и реквизиты.',
    body_md: contactsPage(),
  },
  {
    slug: 'privacy-policy',
    title: 'Политика конфиденциальности',
    description: 'Как мы обрабатываем персональные данные.',
    body_md: `Мы обрабатываем персональные данные в соответствии с 152-ФЗ «О персональных данных» и только для исполнения заказов.

## Какие данные мы храним

Имя, телефон, e-mail, реквизиты организации и адреса доставки — то, что вы указали в заказе, заявке или профиле.

## Зачем

Чтобы оформить и доставить заказ, выставить счёт и ответить на заявку. Мы не передаём данные третьим лицам, кроме служб доставки и банков, участвующих в исполнении заказа.`,
  },
  {
    slug: 'supply-agreement',
    title: 'Договор поставки',
    description: 'Типовой договор поставки для юридических лиц.',
    body_md:
      'Типовой договор поставки предоставляется по запросу персонального менеджера. Напишите на [sales@krepkomplekt.ru](mailto:sales@krepkomplekt.ru) или позвоните по телефону [8 800 555-35-35](tel:+78005553535).',
  },
];

/** The store's services (content block `services`): each page is Markdown and opens the 'Заказать услугу' form. */
const orderService = { form_code: 'SERVICE_ORDER', button_text: 'Заказать услугу' };
const services: ServicesBlock = {
  title: 'Услуги',
  description: 'Обработка, фасовка и доставка крепежа под задачу заказчика.',
  services: [
    {
      code: 'cutting',
      title: 'Резка шпилек в размер',
      summary: 'Режем шпильки DIN 975 и DIN 976 от М6 до М36 в нужную длину с точностью ±1 мм.',
      image: '/banners/button-studs.svg',
      body_md: `Режем резьбовые шпильки DIN 975 и DIN 976 от М6 до М36 в размер с точностью ±1 мм. Торцы зачищаем, резьбу калибруем, чтобы гайка наворачивалась без усилия.

- углеродистая сталь 4.8, 8.8 и 10.9, нержавеющая сталь A2 и A4;
- от 10 штук одной длины;
- срок — 1–2 рабочих дня.

Укажите диаметр, длину и количество — менеджер пришлёт счёт.`,
      form: orderService,
    },
    {
      code: 'galvanizing',
      title: 'Цинкование',
      summary: 'Гальваническое и горячее цинкование крепежа партиями от 50 кг.',
      image: '/banners/button-bolts.svg',
      body_md: `Наносим гальванический цинк (5–12 мкм) и горячий цинк (от 45 мкм) на болты, гайки, шайбы и шпильки. Резьбу после горячего цинкования калибруем.

Партии от 50 кг, срок — от 5 рабочих дней. К партии прикладываем протокол толщины покрытия.`,
      form: orderService,
    },
    {
      code: 'packing',
      title: 'Фасовка и маркировка',
      summary: 'Фасуем крепёж в пакеты и коробки, наносим штрихкоды и вашу маркировку.',
      image: '/banners/button-washers.svg',
      body_md: `Фасуем крепёж по количеству или весу в zip-пакеты и коробки, наносим штрихкоды и маркировку для маркетплейсов и складов.

1. Вы присылаете состав наборов и макет этикетки.
2. Мы собираем пробную партию и согласуем её.
3. Фасуем тираж и отгружаем на ваш склад или склад маркетплейса.`,
      form: orderService,
    },
    {
      code: 'delivery',
      title: 'Доставка на объект',
      summary: 'Привезём крупную партию прямо на стройплощадку в удобное время.',
      image: '/banners/button-anchors.svg',
      body_md: `Доставляем заказы от 300 кг на строительные площадки Москвы, Санкт-Петербурга, Екатеринбурга и областей собственным транспортом с манипулятором.

Время доставки согласуем заранее, водитель позвонит за час. Условия и стоимость доставки обычных заказов — на странице [«Доставка и оплата»](/delivery/).`,
      form: orderService,
    },
    {
      code: 'selection',
      title: 'Подбор крепежа по чертежу',
      summary: 'Инженер подберёт крепёж и аналоги по DIN, ISO и ГОСТ по чертежу или спецификации.',
      image: '/banners/button-screws.svg',
      body_md: `Пришлите чертёж, спецификацию или фото узла — инженер подберёт крепёж, найдёт аналоги по DIN, ISO и ГОСТ и подготовит счёт.

Принимаем PDF, DWG, XLSX и фотографии. Ответим в течение рабочего дня.`,
      form: orderService,
    },
  ],
};

/**
 * The campaign page (content block `landing`). Its product picks name products of the demo catalogue, chosen after
 * the catalogue is seeded (see `seedLanding`).
 */
const landing = (productCodes: string[]): LandingBlock => ({
  title: 'Крепёж для металлоконструкций',
  description: 'Высокопрочный крепёж 8.8, 10.9 и 12.9 для металлоконструкций с сертификатами.',
  blocks: [
    {
      type: 'hero',
      title: 'Крепёж для металлоконструкций',
      subtitle: 'Высокопрочные болты, гайки и шайбы классов 8.8, 10.9 и 12.9 с сертификатами качества на каждую партию',
      image: '/banners/link-high-strength.svg',
      link: { text: 'Перейти к болтам', link: '/catalog/krepezh/bolty/' },
      form: { form_code: 'WHOLESALE', button_text: 'Отправить спецификацию' },
    },
    {
      type: 'benefits',
      title: 'Почему монтажники выбирают нас',
      items: [
        { title: 'Сертификаты на партию', text: 'Паспорт качества и протокол испытаний на каждую поставку.' },
        { title: 'Отгрузка в день заказа', text: 'Склады в Москве, Санкт-Петербурге и Екатеринбурге.' },
        { title: 'Комплекты под узел', text: 'Болт, гайка и шайбы одного класса прочности и покрытия.' },
        { title: 'Отсрочка платежа', text: 'Для постоянных клиентов — до 30 дней.' },
      ],
    },
    { type: 'products', title: 'Популярные позиции', product_codes: productCodes },
    {
      type: 'form',
      title: 'Рассчитаем поставку под ваш объект',
      text: 'Пришлите спецификацию — подготовим коммерческое предложение в течение рабочего дня.',
      form: { form_code: 'WHOLESALE', button_text: 'Оставить заявку' },
    },
  ],
});

/** Header, footer, home banners, content pages and the seller's invoice requisites. Footer catalogue sections come from the catalogue seed. */
export async function seedContent(db: Db): Promise<void> {
  await saveBlock(db, 'header', header);
  await saveBlock(db, 'footer', footer);
  await saveBlock(db, 'home', home);
  await saveBlock(db, 'services', services);
  await saveSellerRequisites(db, demoSeller);
  await db.insertInto('pages').values(pages).execute();
  await db
    .insertInto('redirects')
    .values([{ from_path: '/sale/', to_path: '/catalog/', status: 301 }])
    .execute();
  await bumpContentVersion(db);
}

/** The campaign page, once the catalogue is there: its picks are high-strength products in stock, structural sizes first. */
export async function seedLanding(db: Db): Promise<void> {
  const picks = (minDiameter: number) =>
    db
      .selectFrom('products')
      .select('code')
      .where('strength_class', 'in', ['8.8', '10.9', '12.9'])
      .where('stock', '>', 0)
      .where('diameter', '>=', minDiameter)
      .orderBy('diameter')
      .orderBy('id')
      .limit(4)
      .execute();
  const structural = await picks(12);
  const chosen = structural.length === 4 ? structural : await picks(0);
  await saveBlock(db, 'landing', landing(chosen.map((pick) => pick.code)));
}
