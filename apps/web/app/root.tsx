import type { CSSProperties, ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from 'react-router';
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { requestApi, requestApiMiddleware } from './api/request-api.server';
import { getSessionUser, sessionUserMiddleware } from './features/account/user-session.server';
import { RouteErrorBoundary } from './features/errors/error-page';
import { alertClosedScript } from './features/header/alert-bar';
import { redirectMiddleware } from './features/routing/redirect-middleware.server';
import { FocusNewPage } from './features/routing/focus-new-page';
import { ScrollToTop } from './features/routing/scroll-to-top';
import { SettledOutlet } from './features/routing/settled-outlet';
import { useKeepHashOnRedirect } from './features/routing/use-keep-hash-on-redirect';
import { rootMeta } from './features/seo/meta';
import { colorModeScript, safeColor } from './lib/color-mode';
import { useRootData, useRootDataOptional } from './lib/root-data';
import { SiteOriginProvider } from './lib/site-origin';
import { siteOrigin } from './lib/site-origin.server';
import { useNonce } from './nonce';
import { IconSprite } from './ui/icon/icon-sprite';
import { DeferredToaster } from './ui/toast/deferred-toaster';
import { DeferredLeadFormDialog } from './components/lead-form/deferred-lead-form-dialog';
import { useVisitorStateLoader } from './visitor/visitor-state';
import interRouble from './ui/fonts/inter-rouble-wght.woff2?url';
import './ui/tokens.css';
import './ui/base.css';
import './styles/global.css';
import type { Route } from './+types/root';

// Both subsets: every Russian line also takes its spaces, digits and punctuation from the Latin one, so a page
// painted before either arrives would reflow when it does (a layout shift). And the rouble sign's own ~1 KB file
// (ui/base.css): an `optional` font that was not preloaded is never used on the page that first needs it.
export const links: Route.LinksFunction = () =>
  [interCyrillic, interLatin, interRouble].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const }));

export const meta: Route.MetaFunction = ({ loaderData }) => rootMeta(loaderData?.settings);

export const middleware: Route.MiddlewareFunction[] = [requestApiMiddleware, redirectMiddleware, sessionUserMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shared } = requestApi(context);
  // The chrome of every page: critical, so awaited together. All but the user are cached per process and data version.
  const [settings, header, footer, categories, user] = await Promise.all([
    shared('/Settings/get/'),
    shared('/Content/getHeader/'),
    shared('/Content/getFooter/'),
    shared('/Section/getCatalogCategories/'),
    // The signed-in user (null for a guest), shared with the route guards of this request.
    getSessionUser(context),
  ]);
  // No cookie shapes the page (colour mode and a closed alert are applied by the head script): guests share it.
  return {
    settings,
    header,
    footer,
    // Only the top sections (the footer's fallback): the catalogue menu loads the whole tree when it opens.
    sections: categories.map(({ code, name, url }) => ({ code, name, url })),
    user,
    origin: siteOrigin(request, context),
    year: new Date().getFullYear(),
  };
}

/** Settings, menus, footer and the user change rarely: reload them after form submissions only (sign-in, sign-out, profile saves), not on every filter click. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' && defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootDataOptional();
  const colors = root?.settings.colors;
  const logos = root?.settings.logos;
  const alert = root?.settings.header.alertEnabled ? root.header.alert : null;
  // The visitor's choices kept in cookies, applied before first paint so the server's HTML stays the same for everyone.
  const headScript = alert ? `${colorModeScript};${alertClosedScript(alert.text)}` : colorModeScript;
  const style = {
    '--color-primary': safeColor(colors?.primary, '#0b5cad'),
    '--color-secondary': safeColor(colors?.secondary, '#f28c28'),
  } as CSSProperties;
  return (
    <html lang="ru" style={style} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript }} />
        <Meta />
        {logos ? (
          <>
            <link rel="icon" type="image/svg+xml" href={logos.faviconLight} media="(prefers-color-scheme: light)" />
            <link rel="icon" type="image/svg+xml" href={logos.faviconDark} media="(prefers-color-scheme: dark)" />
            <link rel="apple-touch-icon" href={logos.mobileTile} />
          </>
        ) : null}
        <meta name="theme-color" content={safeColor(colors?.primary, '#0b5cad')} />
        <Links />
      </head>
      <body>
        <IconSprite />
        <SiteOriginProvider value={root?.origin ?? ''}>{children}</SiteOriginProvider>
        {/* The one Toaster: every toast of the app, the global API-error popup included (in the Layout so error pages have it too). */}
        <DeferredToaster />
        {/* The one lead-form dialog: every button that opens a form (navbar, alert, slides, product) asks it. */}
        <DeferredLeadFormDialog />
        <ScrollRestoration nonce={nonce} getKey={(location) => location.pathname} />
        <ScrollToTop />
        <FocusNewPage />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useKeepHashOnRedirect();
  const { user, settings } = useRootData();
  useVisitorStateLoader({ userId: user?.id ?? null, favouritesEnabled: settings.fav.enabled, multiBasketEnabled: settings.basket.multiEnabled });
  return <SettledOutlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
