import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { WebHandler, WebSource } from './web.ts';

const immutable = 'public, max-age=31536000, immutable';

/** The production web app: the server build's handler, loaded once, and the built assets. */
export async function webBuild(buildDir: string): Promise<WebSource> {
  const { createWebHandler } = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as {
    createWebHandler: () => WebHandler;
  };
  const handle = createWebHandler();
  const clientDir = path.join(buildDir, 'client');
  return {
    handler: async () => handle,
    publicDir: clientDir,
    async registerAssets(app) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        preCompressed: true,
        index: false,
        setHeaders(res, filePath) {
          res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : 'public, max-age=3600');
        },
      });
    },
  };
}
