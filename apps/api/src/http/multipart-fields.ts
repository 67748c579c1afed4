import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { badRequest, HttpError } from './errors.ts';

/** A file part of the request, written under the upload folder by a random name; `keep()` before the answer or it goes. */
export interface UploadedFile {
  fileId: string;
  path: string;
  /** The name the sender gave, for display only: never part of a path. */
  name: string;
  size: number;
  keep(): void;
}

export interface MultipartLimits {
  fields: number;
  fieldSize: number;
  /** Files as `files[n]` parts (spec §7); none when left out. */
  files?: { count: number; bytes: number; dir: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's file parts (routes that accept files). */
    uploadedFiles: UploadedFile[];
  }
}

/** multipart/form-data on a plugin's routes: the fields become the body (a repeated field an array), files go to disk. */
export async function acceptMultipartFields(app: FastifyInstance, limits: MultipartLimits): Promise<void> {
  const files = limits.files;
  await app.register(multipart, {
    limits: {
      files: files?.count ?? 0,
      fileSize: files?.bytes ?? 0,
      parts: limits.fields + (files?.count ?? 0),
      fields: limits.fields,
      fieldSize: limits.fieldSize,
      fieldNameSize: 100,
    },
  });
  app.decorateRequest('uploadedFiles');
  app.addHook('preValidation', async (request) => {
    request.uploadedFiles = [];
    if (request.isMultipart()) request.body = await readParts(request, files);
  });
  if (!files) return;
  // Whatever a request wrote and its handler did not keep (a refusal, an error) is removed before the answer leaves.
  app.addHook('onSend', async (request) => {
    await Promise.all((request.uploadedFiles ?? []).map((file) => file.path && fs.rm(file.path, { force: true })));
  });
}

const tooLarge = () => new HttpError(413, 'Слишком большой запрос');
const fileFieldName = /^files(\[\d{1,3}\])?$/;

async function readParts(request: FastifyRequest, files: MultipartLimits['files']): Promise<Record<string, unknown>> {
  // A Map, so no field name reaches an object's prototype.
  const fields = new Map<string, unknown>();
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!files) throw badRequest('Эта форма не принимает файлы');
        if (!fileFieldName.test(part.fieldname)) throw badRequest('Некорректные данные формы');
        fileName = displayName(part.filename);
        request.uploadedFiles.push(await saveFile(part, files.dir));
        continue;
      }
      // Busboy cuts an overlong value or name short without failing; a cut message must not pass for the whole one.
      if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
      const previous = fields.get(part.fieldname);
      fields.set(part.fieldname, previous === undefined ? part.value : Array.isArray(previous) ? [...previous, part.value] : [previous, part.value]);
    }
  } catch (error) {
    if (files && (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `Файл ${fileName} больше ${files.bytes / 1024 / 1024} MB`);
    throw asClientError(error as FastifyError, files);
  }
  return Object.fromEntries(fields);
}

async function saveFile(part: { file: NodeJS.ReadableStream; filename: string }, dir: string): Promise<UploadedFile> {
  await fs.mkdir(dir, { recursive: true });
  const fileId = crypto.randomBytes(16).toString('hex');
  const file: UploadedFile = {
    fileId,
    path: path.join(dir, fileId),
    name: displayName(part.filename),
    size: 0,
    keep() {
      file.path = '';
    },
  };
  const target = file.path;
  try {
    await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  file.size = (await fs.stat(target)).size;
  return file;
}

/** The sender's file name without any path, control characters or excess length; shown in the e-mail only. */
function displayName(filename: string): string {
  const printable = [...filename.replaceAll('\\', '/')].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const base = path.basename(printable).trim();
  return base.slice(-150) || 'файл';
}

/**
 * Whatever goes wrong while reading the parts is the sender's doing: a truncated body, a wrong or missing boundary,
 * a malformed part (busboy throws plain errors for those), a file, a limit passed.
 */
function asClientError(error: FastifyError, files: MultipartLimits['files']): Error {
  if (error instanceof HttpError) return error;
  if (error.code === 'FST_FILES_LIMIT') return badRequest(files ? `Не больше ${files.count} файлов в одном сообщении` : 'Эта форма не принимает файлы');
  if (error.statusCode === 413) return tooLarge();
  return badRequest('Некорректные данные формы');
}
