import type { Footer, Header, Home } from '@store/contracts';
import type { Db } from '../db/database.ts';
import { saveBlock } from '../modules/content/content.repository.ts';
import { saveSellerRequisites } from '../modules/invoice/seller.repository.ts';
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

const pages = [
  {
    slug: 'about',
    title: 'О компании',
    description: 'КрепКомплект — поставщик крепежа с 2009 года.',
    body_html:
      '<p>КрепКомплект поставляет крепёж предприятиям и частным покупателям с 2009 года. Три собственных склада, более 20 000 позиций в наличии.</p><p>Мы работаем с производствами, строительными и монтажными организациями, торговыми сетями.</p>',
  },
  {
    slug: 'delivery',
    title: 'Доставка и оплата',
    description: 'Способы доставки и оплаты заказов.',
    body_html:
      '<h2>Доставка</h2><p>Курьером по Москве, Санкт-Петербургу и Екатеринбургу, транспортными компаниями по всей России, самовывоз со складов.</p><h2>Оплата</h2><p>Банковской картой, по счёту для юридических лиц, наличными при самовывозе.</p>',
  },
  {
    slug: 'contacts',
    title: 'Контакты',
    description: 'Телефоны, адреса складов и реквизиты.',
    body_html: '<p>Телефон: 8 800 555-35-35</p><p>E-mail: sales@krepkomplekt.ru</p>',
  },
  {
    slug: 'services',
    title: 'Услуги',
    description: 'Резка шпилек в размер, фасовка и маркировка, подбор крепежа по чертежу.',
    body_html:
      '<ul><li><a href="/services/cutting/">Резка шпилек в размер</a></li><li><a href="/services/packing/">Фасовка и маркировка</a></li><li><a href="/services/selection/">Подбор крепежа по чертежу</a></li></ul>',
  },
  {
    slug: 'services-cutting',
    title: 'Резка шпилек в размер',
    description: 'Режем резьбовые шпильки DIN 975 и DIN 976 в размер заказчика.',
    body_html:
      '<p>Режем резьбовые шпильки DIN 975 и DIN 976 от М6 до М36 в размер с точностью ±1 мм. Торцы зачищаем, резьбу калибруем. Срок — 1–2 рабочих дня.</p>',
  },
  {
    slug: 'services-packing',
    title: 'Фасовка и маркировка',
    description: 'Фасуем крепёж в пакеты и коробки с вашей маркировкой.',
    body_html: '<p>Фасуем крепёж по количеству или весу в zip-пакеты и коробки, наносим штрихкоды и маркировку для маркетплейсов и складов.</p>',
  },
  {
    slug: 'services-selection',
    title: 'Подбор крепежа по чертежу',
    description: 'Инженер подберёт крепёж по чертежу или спецификации.',
    body_html: '<p>Пришлите чертёж или спецификацию — инженер подберёт крепёж, аналоги по DIN, ISO и ГОСТ и подготовит счёт.</p>',
  },
  {
    slug: 'landing',
    title: 'Крепёж для металлоконструкций',
    description: 'Высокопрочный крепёж 8.8, 10.9 и 12.9 для металлоконструкций с сертификатами.',
    body_html:
      '<p>Высокопрочные болты, гайки и шайбы для монтажа металлоконструкций: классы прочности 8.8, 10.9 и 12.9, горячее цинкование, сертификаты качества на каждую партию.</p><p><a href="/catalog/krepezh/bolty/">Перейти к болтам</a></p>',
  },
  {
    slug: 'privacy-policy',
    title: 'Политика конфиденциальности',
    description: 'Как мы обрабатываем персональные данные.',
    body_html: '<p>Мы обрабатываем персональные данные в соответствии с 152-ФЗ «О персональных данных» и только для исполнения заказов.</p>',
  },
  {
    slug: 'supply-agreement',
    title: 'Договор поставки',
    description: 'Типовой договор поставки для юридических лиц.',
    body_html: '<p>Типовой договор поставки предоставляется по запросу персонального менеджера.</p>',
  },
];

/** Header, footer, home banners, content pages and the seller's invoice requisites. Footer catalogue sections come from the catalogue seed. */
export async function seedContent(db: Db): Promise<void> {
  await saveBlock(db, 'header', header);
  await saveBlock(db, 'footer', footer);
  await saveBlock(db, 'home', home);
  await saveSellerRequisites(db, demoSeller);
  await db.insertInto('pages').values(pages).execute();
  await db
    .insertInto('redirects')
    .values([{ from_path: '/sale/', to_path: '/catalog/', status: 301 }])
    .execute();
  await bumpContentVersion(db);
}
