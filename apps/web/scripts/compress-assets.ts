import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Brotli and gzip twins of the built text assets, so the server sends them pre-compressed.
const root = new URL('../build/client/', import.meta.url).pathname;
const compressible = /\.(js|css|svg|html|json|txt|xml|map)$/;

for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}
