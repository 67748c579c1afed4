import path from 'node:path';
import { priceListCodeQuerySchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { attachmentDisposition } from '../../http/attachment.ts';
import { endpoint, requireSignedIn } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { requireUserId } from '../session/session.ts';
import { priceListFiles } from './price-list-files.ts';
import { priceListDownload, priceListMessages, priceLists } from './price-lists.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';
import { siteOrigin } from '../../http/site-origin.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spec §2 /profile/price-lists/: the list of price lists, and each one's spreadsheet, for a signed-in user. */
export const priceListsRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string; publicUrl: string | undefined }> = async (app, { db, dataDir, publicUrl }) => {
  const files = priceListFiles(path.join(dataDir, 'price-lists'));
  // A user's own: neither the list nor a file is kept by a shared cache.
  answerPrivately(app);

  endpoint(
    app,
    'GET /PriceList/getList/',
    {
      tags: [apiTags.priceLists],
      summary: 'Прайс-листы',
      description: 'Весь каталог и разделы верхнего уровня, в которых есть товары, с числом товаров и адресом файла.',
      security: signedInOnly,
      errors: { 404: [priceListMessages.notFound] },
    },
    async (request) => {
      await requireUserId(request);
      return priceLists(db);
    },
  );

  // A file, not JSON in the envelope (so not in the endpoint map); its refusals are in the envelope like every other.
  app.get(
    '/PriceList/download/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: [apiTags.priceLists],
        summary: 'Прайс-лист (XLSX)',
        description: 'Файл прайс-листа `Прайс-лист — … — ДД.ММ.ГГГГ.xlsx`: code — all (весь каталог) или код раздела верхнего уровня из /PriceList/getList/.',
        security: signedInOnly,
        errors: { 404: [priceListMessages.notFound] },
        example: { code: 'all' },
        querystring: priceListCodeQuerySchema,
        response: { 200: { description: 'Прайс-лист (XLSX)', content: { [xlsxType]: { schema: z.instanceof(Buffer) } } } },
      },
    },
    async (request, reply) => {
      await requireUserId(request);
      const download = await priceListDownload(db, files, request.query.code, siteOrigin(request, publicUrl));
      const { handle, size } = download.file;
      return (
        reply
          .header('content-type', xlsxType)
          .header('content-length', size)
          .header('content-disposition', attachmentDisposition(download.filename, download.asciiFilename))
          // Streamed from the open file (a whole catalogue's is megabytes; the stream closes it); documented as bytes.
          .send(handle.createReadStream() as unknown as Buffer)
      );
    },
  );
};
