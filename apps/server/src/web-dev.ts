import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { WebHandler, WebSource } from './web.ts';

/**
 * Development: Vite serves the web app from its source with hot module reload. Pages render from the current
 * source on every request (Vite reloads only changed modules), so saving a web file needs no rebuild and no
 * restart; `npm run dev` restarts the process only when server code changes.
 */
export async function webDev(app: FastifyInstance, webRoot: string): Promise<WebSource> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  return {
    async handler() {
      const entry = (await vite.ssrLoadModule('/server/app.ts')) as { createWebHandler: () => WebHandler };
      return entry.createWebHandler();
    },
    publicDir: path.join(webRoot, 'public'),
    async registerAssets(server) {
      await server.register(middie);
      // Vite answers its own paths (/@vite/client, /app/…, public files) and passes everything else on.
      server.use(vite.middlewares);
    },
  };
}
