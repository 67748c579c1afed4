import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../../http/errors.ts';
import { apiTags } from '../../../http/openapi/operation-docs.ts';
import { drawingKeyPattern } from './drawing-url.ts';
import { renderDrawing } from './render-drawing.ts';

// Bounds of a sane fastener, mm; anything past them is a typo or a probe, not a product.
const maxDiameter = 100;
const maxLength = 3000;

/** The kind and sizes in a `{key}.svg` file name, or null when it is not one. */
export function parseDrawingFile(file: string): { kind: string; diameter: number; length: number | null } | null {
  const match = file.endsWith('.svg') ? drawingKeyPattern.exec(file.slice(0, -'.svg'.length)) : null;
  if (!match) return null;
  const diameter = Number(match[2]);
  const length = match[3] === undefined ? null : Number(match[3]);
  if (!(diameter > 0 && diameter <= maxDiameter)) return null;
  if (length !== null && !(length > 0 && length <= maxLength)) return null;
  return { kind: match[1]!, diameter, length };
}

export const drawingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Images/product/:file',
    {
      schema: {
        tags: [apiTags.catalog],
        summary: 'Чертёж товара (SVG)',
        description: 'Чертёж товара или раздела по имени файла из `images` карточки, например `hex-bolt-10x50.svg`. Кэшируется навсегда.',
        errors: { 400: ['Некорректное имя изображения'], 404: ['Изображение не найдено'] },
        example: { file: 'hex-bolt-10x50.svg' },
        params: z.object({ file: z.string() }),
        querystring: z.strictObject({}),
        response: { 200: { description: 'Чертёж', content: { 'image/svg+xml': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const parsed = parseDrawingFile(request.params.file);
      if (!parsed) throw badRequest('Некорректное имя изображения');
      const svg = renderDrawing(parsed.kind, parsed.diameter, parsed.length);
      if (svg === null) throw notFound('Изображение не найдено');
      // A drawing is a pure function of its name, so it may be cached for good.
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
    },
  );
};
