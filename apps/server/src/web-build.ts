import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { WebHandler, WebSource } from './web.ts';

const immutable = 'public, max-age=31536000, immutable';

/** The production web app: the server build's handler, loaded once, and the built assets. */
export async function webBuild(buildDir: string): Promise<WebSource> {
  const serverEntry = path.join(buildDir, 'server/index.js');
  const { createWebHandler } = (await import(pathToFileURL(serverEntry).href)) as {
    createWebHandler: () => WebHandler;
  };
  const handle = createWebHandler();
  const clientDir = path.join(buildDir, 'client');
  return {
    handler: async () => handle,
    // The server entry names every hashed asset: a new build is a new entry.
    buildId: crypto.createHash('sha256').update(fs.readFileSync(serverEntry)).digest('base64url').slice(0, 12),
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
