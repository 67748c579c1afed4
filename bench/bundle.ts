import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './server.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}

/**
 * First-load JavaScript per route, gzip: entry, root, every layout (an upper bound: a page loads only its own
 * layout) and the route module, with all their static imports.
 */
export function routeBundleSizes(): { route: string; kb: number }[] {
  const clientDir = path.join(root, 'apps/web/build/client');
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const collect = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dependency of chunk.imports ?? []) collect(dependency, seen);
  };
  const shared = new Set<string>();
  for (const key of Object.keys(manifest)) if (/entry\.client|root\.tsx|app\/layouts\//.test(key)) collect(key, shared);
  return Object.keys(manifest)
    .filter((key) => key.includes('app/routes/') && manifest[key]!.file.endsWith('.js'))
    .map((key) => {
      const files = new Set(shared);
      collect(key, files);
      const bytes = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
      return { route: key.replace(/^.*app\/routes\//, '').replace(/\?.*$/, ''), kb: Math.round(bytes / 102.4) / 10 };
    })
    .sort((a, b) => b.kb - a.kb);
}
