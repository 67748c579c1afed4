import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './server.ts';

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's own browser manifest: every route with its parent, module and static imports. */
function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('No React Router manifest in the build: run `npm run build` first');
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
}

/**
 * First-load JavaScript per route, gzip: exactly what a first visit downloads — the entry, then the route
 * and every layout above it up to the root, each with its static imports.
 */
export function routeBundleSizes(): { route: string; kb: number }[] {
  const clientDir = path.join(root, 'apps/web/build/client');
  const manifest = readManifest(clientDir);
  const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const leaves = Object.values(manifest.routes).filter((route) => !Object.values(manifest.routes).some((other) => other.parentId === route.id));
  return leaves
    .map((leaf) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (let route: ManifestRoute | undefined = leaf; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
        files.add(route.module);
        for (const file of route.imports ?? []) files.add(file);
      }
      const bytes = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
      return { route: leaf.id.replace(/^routes\//, ''), kb: Math.round(bytes / 102.4) / 10 };
    })
    .sort((a, b) => b.kb - a.kb);
}
