import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Widths the image endpoint renders; anything else is refused, so the cache cannot be flooded. */
export const imageWidths = [80, 120, 160, 240, 320, 400, 480, 640, 800, 960, 1280, 1600, 1920, 2560] as const;

const sourcePattern = /^\/[a-zA-Z0-9_\-./]+\.(svg|png|jpe?g|webp)$/;

export interface ImageSources {
  /** Reads a source image by its site path (public files or an API route). */
  read(sitePath: string): Promise<Buffer | null>;
}

async function render(source: Buffer, width: number): Promise<Buffer> {
  const meta = await sharp(source).metadata();
  // Vector sources are rasterised at the density that gives the target width, so they stay crisp.
  const density = meta.format === 'svg' && meta.width ? Math.min(2400, Math.max(72, (72 * width) / meta.width)) : undefined;
  return sharp(source, density ? { density } : {})
    .resize({ width, withoutEnlargement: meta.format !== 'svg' })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}

/** `GET /_img/w{width}/{path}` → the image as webp at that width (spec §9: 1x/2x densities, webp). */
export async function registerImages(app: FastifyInstance, sources: ImageSources, cacheDir: string): Promise<void> {
  await fs.mkdir(cacheDir, { recursive: true });
  app.get<{ Params: { width: string; '*': string } }>('/_img/w:width/*', async (request, reply) => {
    const width = Number(request.params.width);
    const sitePath = `/${request.params['*']}`;
    if (!imageWidths.includes(width as (typeof imageWidths)[number]) || !sourcePattern.test(sitePath) || sitePath.includes('..')) {
      return reply.status(400).send({ status: 'error', result: { message: 'Некорректный адрес изображения' } });
    }
    const key = crypto.createHash('sha256').update(`${width}:${sitePath}`).digest('hex');
    const cached = path.join(cacheDir, `${key}.webp`);
    let image: Buffer | null = await fs.readFile(cached).catch(() => null);
    if (!image) {
      const source = await sources.read(sitePath);
      if (!source) return reply.status(404).send({ status: 'error', result: { message: 'Изображение не найдено' } });
      image = await render(source, width);
      // Written aside and renamed into place: another process (WEB_CONCURRENCY) may read the file meanwhile.
      const partial = `${cached}.${process.pid}.tmp`;
      await fs.writeFile(partial, image);
      await fs.rename(partial, cached);
    }
    return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=604800').send(image);
  });
}
