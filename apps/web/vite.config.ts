import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // bench/bundle.ts reads the client manifest to measure each route's first-load JavaScript.
  build: { manifest: true },
  environments: {
    // The server build is our entry (server/app.ts), which wraps React Router's handler.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  plugins: [reactRouter()],
});
