import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compileHints } from './bundling/compile-hints.ts';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // One stylesheet for the whole site (9 KB gzip): a single render-blocking request, cached across pages.
  // The manifest lets bench/bundle.ts measure each route's first-load JavaScript.
  build: {
    manifest: true,
    // Fonts stay files: root.tsx preloads them by address, and an `optional` font inlined in the stylesheet instead
    // is never used on the page that first needs it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small modules every page shares (layout, header, footer, helpers) as one file instead of ~15
          // tiny ones: on a phone's connection each request costs a round trip. Only modules without heavy
          // dependencies belong here, or those would reach every page's first load: the dialogs in components
          // (`*-dialog.tsx`, loaded when first opened) and look-ups (`*-lookup.tsx`) stay out, or their autocomplete
          // and checkbox come along; so do the icons' paths (`ui/icon/icon-paths.ts`: only the `/_icons/` gallery and icon-sprite.tsx's fallback load them).
          groups: [
            {
              name: 'shared',
              test: /[\\/]apps[\\/]web[\\/]app[\\/](components(?![\\/][\w-]+-(?:dialog|lookup)\.)|lib|features[\\/](header|footer|errors|seo)|ui[\\/](avatar|field|icon[\\/]icon(?:-sprite)?|deferred|toast[\\/]toast-store))[\\/.]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server build is our entry (server/app.ts), which wraps React Router's handler.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  plugins: [reactRouter(), compileHints()],
});
