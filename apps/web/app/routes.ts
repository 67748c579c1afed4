import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Product pages live under a category path of one to three levels (spec §2: categories nest three levels). */
const productRoutes = ['catalog/:s1/product/:code', 'catalog/:s1/:s2/product/:code', 'catalog/:s1/:s2/:s3/product/:code'].map((path, depth) =>
  route(path, 'routes/catalog/product.tsx', { id: `product-${depth + 1}` }),
);

/** Every route of spec §2 under its layout; checkout is the basket page's modal (spec §2), not a route of its own. */
export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('error', 'routes/error.tsx'),
    route('basket', 'routes/basket/index.tsx'),
    route('fav', 'routes/fav.tsx'),
    // The basket and favourites controls sent as plain forms before a page's JavaScript runs (decision 0004).
    route('basket/change', 'routes/basket/change.tsx'),
    route('fav/change', 'routes/fav/change.tsx'),
  ]),
  route('basket/export.xlsx', 'routes/basket/export.ts'),
  layout('layouts/catalog.tsx', [
    route('catalog', 'routes/catalog/index.tsx'),
    ...productRoutes,
    route('catalog/*', 'routes/catalog/listing.tsx'),
    route('search', 'routes/search.tsx'),
  ]),
  layout('layouts/landing.tsx', [route('landing', 'routes/landing.tsx')]),
  layout('layouts/empty.tsx', [route('swagger', 'routes/swagger.tsx'), route('_ui', 'routes/ui/showcase.tsx')]),
  layout('layouts/marketing.tsx', [
    route('services', 'routes/services/index.tsx'),
    route('services/:name', 'routes/services/service.tsx'),
    route('privacy-policy', 'routes/content-page.tsx', { id: 'privacy-policy' }),
    route('*', 'routes/content-page.tsx'),
  ]),
  layout('layouts/svg-sprite.tsx', [route('_icons', 'routes/ui/icons.tsx')]),
  layout('layouts/auth.tsx', [
    route('auth', 'routes/auth/login.tsx'),
    route('auth/registration', 'routes/auth/registration.tsx'),
    route('auth/restore', 'routes/auth/restore.tsx'),
  ]),
  route('auth/logout', 'routes/auth/logout.ts'),
  // The layout owns the path so its action (the message to the manager) can be posted to /profile/.
  // The profile screens the store has so far; the one of spec §2 still missing (finances) joins as a child when it is built.
  route('profile', 'layouts/profile.tsx', [
    index('routes/profile/index.tsx'),
    route('dashboard', 'routes/profile/dashboard.tsx'),
    route('orders', 'routes/profile/orders.tsx'),
    route('orders/:orderNum', 'routes/profile/order.tsx'),
    route('baskets', 'routes/profile/baskets.tsx'),
    route('baskets/:id', 'routes/profile/basket.tsx'),
    route('delivery-addresses', 'routes/profile/delivery-addresses.tsx'),
    route('organizations', 'routes/profile/organizations.tsx'),
    route('organizations/:id', 'routes/profile/organization.tsx'),
    route('employees', 'routes/profile/employees.tsx'),
    route('employees/:id', 'routes/profile/employee.tsx'),
    route('quick-order', 'routes/profile/quick-order.tsx'),
    route('news', 'routes/profile/news.tsx'),
    route('news/:code', 'routes/profile/news-item.tsx'),
    route('promo', 'routes/profile/promo.tsx'),
    route('promo/:code', 'routes/profile/promotion.tsx'),
    route('knowledge', 'routes/profile/knowledge.tsx'),
    route('price-lists', 'routes/profile/price-lists.tsx'),
  ]),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap/index.ts'),
  route('sitemap/:chunk', 'routes/sitemap/chunk.ts'),
] satisfies RouteConfig;
