import { z } from 'zod';

/** Site settings (spec §3 "Settings"); wire keys snake_case. Stored as one document. */
export const profileMenuItemSchema = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  url: z.string(),
});

export const settingsSchema = z.object({
  allowed_auth_methods: z.array(z.enum(['email', 'phone'])),
  allowed_user_types: z.array(z.enum(['individual', 'legal'])),
  unauthorized_user_type: z.enum(['contact', 'individual', 'legal']),
  // Only what the store honours: a registration e-mail confirmation flag had nothing behind it and was dropped.
  registration: z.object({ enabled: z.boolean() }),
  city_choice_enabled: z.boolean(),
  city: z.string(),
  header: z.object({
    alert_enabled: z.boolean(),
    search_enabled: z.boolean(),
  }),
  footer: z.object({ variant: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  main_page: z.object({
    sections_list_shown: z.boolean(),
    quick_search_shown: z.boolean(),
  }),
  product: z.object({ show_article: z.boolean(), show_stock: z.boolean() }),
  catalog: z.object({
    view_options: z.array(z.enum(['card', 'list'])),
    default_view: z.enum(['card', 'list']),
    categories_view: z.enum(['tiles', 'list']),
    subcategories_view: z.enum(['tiles', 'list', 'hidden']),
    infinite_scroll_enabled: z.boolean(),
    remember_sort_by: z.boolean(),
    need_preview_product_modal: z.boolean(),
    show_filter_mode: z.enum(['sidebar', 'top']),
    page_size: z.number().int().min(1).max(100),
  }),
  product_detail: z.object({
    tabs: z.array(z.object({ code: z.enum(['characteristics', 'description', 'stock', 'documents']), name: z.string() })),
  }),
  fav: z.object({ enabled: z.boolean() }),
  basket: z.object({
    view: z.enum(['table', 'cards']),
    multi_enabled: z.boolean(),
    promocodes_enabled: z.boolean(),
    recommended_products_shown: z.boolean(),
  }),
  checkout: z.object({
    individual_may_order_as_legal: z.boolean(),
    can_choose_date: z.boolean(),
    /** Guests may order: they are registered at submit (spec §6); off, checkout sends them to /auth (§4). */
    guest_ordering: z.boolean(),
  }),
  profile: z.object({
    delivery_addresses: z.boolean(),
    price_lists: z.boolean(),
    dashboard: z.boolean(),
    organizations: z.boolean(),
    employees: z.boolean(),
    finances: z.boolean(),
    quick_order: z.boolean(),
    promo: z.boolean(),
    news: z.boolean(),
    knowledge: z.boolean(),
    personal_manager: z.boolean(),
    need_confirm_to_change: z.object({ email: z.boolean(), phone: z.boolean() }),
    extra_menu_items: z.array(profileMenuItemSchema),
  }),
  /** `enabled` turns the order history (its profile menu item and pages) on. */
  orders: z.object({ enabled: z.boolean(), repeat_enabled: z.boolean(), cancel_enabled: z.boolean() }),
  colors: z.object({ primary: z.string(), secondary: z.string() }),
  logos: z.object({
    logo: z.string(),
    light_logo: z.string(),
    mini_logo: z.string(),
    logo_height: z.number().int().positive(),
    favicon_light: z.string(),
    favicon_dark: z.string(),
    mobile_tile: z.string(),
  }),
  metatags: z.object({ title: z.string(), description: z.string() }),
  copyright_footer: z.string(),
});

export type Settings = z.infer<typeof settingsSchema>;
