import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

/** Text-only multipart/form-data on a plugin's routes: the fields become the body (a repeated field an array). */
export async function acceptMultipartFields(app: FastifyInstance, limits: { fields: number; fieldSize: number }): Promise<void> {
  await app.register(multipart, {
    limits: { files: 0, parts: limits.fields, fields: limits.fields, fieldSize: limits.fieldSize, fieldNameSize: 100 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readFields(request);
  });
}

const tooLarge = () => new HttpError(413, 'Слишком большой запрос');

async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  // A Map, so no field name reaches an object's prototype.
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') throw badRequest('Эта форма не принимает файлы');
      // Busboy cuts an overlong value or name short without failing; a cut message must not pass for the whole one.
      if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
      const previous = fields.get(part.fieldname);
      fields.set(part.fieldname, previous === undefined ? part.value : Array.isArray(previous) ? [...previous, part.value] : [previous, part.value]);
    }
  } catch (error) {
    throw asClientError(error as FastifyError);
  }
  return Object.fromEntries(fields);
}

/**
 * Whatever goes wrong while reading the parts is the sender's doing: a truncated body, a wrong or missing boundary,
 * a malformed part (busboy throws plain errors for those), a file, a limit passed.
 */
function asClientError(error: FastifyError): Error {
  if (error instanceof HttpError) return error;
  if (error.code === 'FST_FILES_LIMIT') return badRequest('Эта форма не принимает файлы');
  if (error.statusCode === 413) return tooLarge();
  return badRequest('Некорректные данные формы');
}
