import type { Settings } from '@store/contracts';

/** The store's settings with the spec's defaults (spec §9 "Defaults": list view, basket table, multi-basket on). */
export const defaultSettings: Settings = {
  allowed_auth_methods: ['email', 'phone'],
  allowed_user_types: ['individual', 'legal'],
  unauthorized_user_type: 'contact',
  registration: { enabled: true },
  city_choice_enabled: true,
  city: 'Москва',
  header: { alert_enabled: true, search_enabled: true },
  footer: { variant: 1 },
  main_page: { sections_list_shown: true, quick_search_shown: true },
  product: { show_article: true, show_stock: true },
  catalog: {
    view_options: ['card', 'list'],
    default_view: 'list',
    categories_view: 'tiles',
    subcategories_view: 'tiles',
    infinite_scroll_enabled: false,
    remember_sort_by: true,
    need_preview_product_modal: false,
    show_filter_mode: 'sidebar',
    page_size: 24,
  },
  product_detail: {
    tabs: [
      { code: 'characteristics', name: 'Характеристики' },
      { code: 'description', name: 'Описание' },
      { code: 'stock', name: 'Наличие на складах' },
      { code: 'documents', name: 'Документы' },
    ],
  },
  fav: { enabled: true },
  basket: { view: 'table', multi_enabled: true, promocodes_enabled: true, recommended_products_shown: true },
  checkout: { individual_may_order_as_legal: true, can_choose_date: true, guest_ordering: true },
  // Profile screens not built yet are off, so the menu never links to a page that does not exist;
  // each is switched on by the change that builds it.
  profile: {
    delivery_addresses: true,
    price_lists: true,
    dashboard: true,
    organizations: true,
    employees: true,
    finances: false,
    quick_order: true,
    promo: true,
    news: true,
    knowledge: true,
    personal_manager: true,
    need_confirm_to_change: { email: true, phone: false },
    extra_menu_items: [],
  },
  // The order history (/profile/orders/) is built: its menu item is on.
  orders: { enabled: true, repeat_enabled: true, cancel_enabled: true },
  colors: { primary: '#0b5cad', secondary: '#f28c28' },
  logos: {
    logo: '/brand/logo.svg',
    light_logo: '/brand/logo-light.svg',
    mini_logo: '/brand/logo-mini.svg',
    logo_height: 36,
    favicon_light: '/brand/favicon.svg',
    favicon_dark: '/brand/favicon-dark.svg',
    mobile_tile: '/brand/tile.png',
  },
  metatags: {
    title: 'Крепёж оптом и в розницу — КрепКомплект',
    description: 'Болты, гайки, шайбы, винты, анкеры и шпильки по DIN, ISO и ГОСТ. Цены, наличие на складах, доставка по России.',
  },
  copyright_footer: '© [year] КрепКомплект. Все права защищены.',
};
