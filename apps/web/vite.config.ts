import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // One stylesheet for the whole site (9 KB gzip): a single render-blocking request, cached across pages.
  // The manifest lets bench/bundle.ts measure each route's first-load JavaScript.
  build: { manifest: true, cssCodeSplit: false },
  environments: {
    // The server build is our entry (server/app.ts), which wraps React Router's handler.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  plugins: [reactRouter()],
});
