import { documentContentTypes } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { attachmentDisposition } from '../../../http/attachment.ts';
import { notFound } from '../../../http/errors.ts';
import { apiTags } from '../../../http/openapi/operation-docs.ts';
import { documentFile } from './documents.repository.ts';

export const documentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Documents/:id/:file',
    {
      schema: {
        tags: [apiTags.catalog],
        summary: 'Документ товара (PDF или SVG)',
        description:
          'Файл из вкладки «Документы» товара (`documents[].url` ответа `Catalog/getProduct`): сертификат, декларация или чертёж. Отдаётся как вложение.',
        errors: { 404: ['Документ не найден'] },
        example: { id: 1, file: 'certificate.pdf' },
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), file: z.string().max(300) }),
        querystring: z.strictObject({}),
        response: {
          200: {
            description: 'Файл',
            content: Object.fromEntries(documentContentTypes.map((type) => [type, { schema: z.string() }])),
          },
        },
      },
    },
    async (request, reply) => {
      const document = await documentFile(db, request.params.id);
      if (!document) throw notFound('Документ не найден');
      // Only the types the table allows, as a download, never sniffed or run as a page (an SVG can carry script).
      return (
        reply
          .header('content-type', document.content_type)
          .header('content-disposition', attachmentDisposition(document.file_name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('cache-control', 'public, max-age=3600')
          // The schema documents the body as a string (OpenAPI has no bytes type); Fastify sends a Buffer as is.
          .send(Buffer.from(document.data) as unknown as string)
      );
    },
  );
};
