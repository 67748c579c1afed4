import { type LeadField, type LeadFile, type LeadForm, leadFieldErrors, leadFieldValueSchema, leadFormValuesSchema } from '@store/contracts';
import { fileTypeFromFile } from 'file-type';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound, serviceUnavailable } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart-fields.ts';
import type { MailAttachment } from '../../services/mailer.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { enqueue } from '../outbox/outbox.repository.ts';
import {
  attachStagedFiles,
  deleteAbandonedFiles,
  deleteStagedFile,
  findStagedFiles,
  insertLeadFiles,
  insertSubmission,
  type StagedFile,
  stagedBytes,
} from './lead-files.repository.ts';

export interface LeadDeps {
  db: Db;
  outbox: OutboxWorker;
  salesEmail: string;
  /** Where lead files are kept, by file id (DATA_DIR/lead-files). */
  filesDir: string;
  /** Room for every session's staged files together (UPLOADS_PENDING_MAX_MB): bounds the disk a crowd of addresses can fill. */
  pendingBytesLimit: number;
}

export const uploadsFullMessage = 'Загрузка файлов временно недоступна. Попробуйте позже или отправьте заявку без файлов';

const invalid = (fields: Record<string, string>) => badRequest('Проверьте правильность заполнения полей', fields);
const staleAfterMs = 24 * 60 * 60 * 1000;

/** The type by the file's content (magic bytes), never its name: what is not recognised is nothing a form accepts. */
async function describe(file: UploadedFile): Promise<LeadFile> {
  const detected = await fileTypeFromFile(file.path);
  return { name: file.name, type: detected?.mime ?? 'application/octet-stream', size: file.size };
}

function fileFieldOf(form: LeadForm): LeadField {
  const field = form.fields.find((item) => item.type === 'file');
  if (!field) throw badRequest('Эта форма не принимает файлы');
  return field;
}

/** Stages files for a form before its message is sent (the file box uploads them as the buyer picks them). */
export async function stageFiles(deps: LeadDeps, form: LeadForm, sessionId: string, uploads: UploadedFile[]): Promise<StagedFile[]> {
  const field = fileFieldOf(form);
  const staged = await findStagedFiles(deps.db, sessionId, form.form_code);
  const described = await Promise.all(uploads.map(describe));
  const checked = leadFieldValueSchema(field).safeParse([...staged, ...described]);
  if (!checked.success) throw invalid({ [field.name]: checked.error.issues[0]!.message });
  for (const fileId of await deleteAbandonedFiles(deps.db, new Date(Date.now() - staleAfterMs).toISOString())) {
    await fs.rm(path.join(deps.filesDir, fileId), { force: true });
  }
  // Uploads at once may each pass before the others are written: the room is exceeded by at most those in flight.
  const bytes = described.reduce((sum, file) => sum + file.size, 0);
  if ((await stagedBytes(deps.db)) + bytes > deps.pendingBytesLimit) throw serviceUnavailable(uploadsFullMessage);
  const now = new Date().toISOString();
  await insertLeadFiles(
    deps.db,
    uploads.map((upload, index) => ({
      file_id: upload.fileId,
      form_code: form.form_code,
      session_id: sessionId,
      submission_id: null,
      ...described[index]!,
      created_at: now,
    })),
  );
  for (const upload of uploads) upload.keep();
  return uploads.map((upload, index) => ({ fileId: upload.fileId, ...described[index]! }));
}

/** Removes a file the session staged and has not sent; another's or a sent one is not found. */
export async function removeStagedFile(deps: LeadDeps, sessionId: string | null, fileId: string): Promise<void> {
  if (sessionId === null || !(await deleteStagedFile(deps.db, sessionId, fileId))) throw notFound('Файл не найден');
  await fs.rm(path.join(deps.filesDir, fileId), { force: true });
}

export interface LeadMessageInput {
  form: LeadForm;
  /** The posted fields without form_name, the honeypot and file_ids. */
  fields: Record<string, unknown>;
  /** Files staged earlier by this session (by file id) and files sent with the message. */
  fileIds: string[];
  uploads: UploadedFile[];
  sessionId: string | null;
  userId: number | null;
  address: string;
}

/** Checks the message by its form's own schema, then stores it with its files and queues the e-mail in one transaction. */
export async function sendLeadMessage(deps: LeadDeps, input: LeadMessageInput): Promise<void> {
  const { form } = input;
  const fileField = form.fields.find((item) => item.type === 'file');
  if (!fileField && (input.uploads.length > 0 || input.fileIds.length > 0)) throw badRequest('Эта форма не принимает файлы');
  const staged = input.sessionId === null ? [] : await findStagedFiles(deps.db, input.sessionId, form.form_code);
  const chosen = input.fileIds.map((fileId) => staged.find((file) => file.fileId === fileId));
  if (chosen.some((file) => file === undefined)) throw notFound('Файл не найден');
  const uploaded = await Promise.all(input.uploads.map(describe));
  const files = [...(chosen as StagedFile[]), ...uploaded.map((file, index) => ({ ...file, fileId: input.uploads[index]!.fileId }))];

  const values = fileField ? { ...input.fields, [fileField.name]: files.map(({ name, type, size }) => ({ name, type, size })) } : input.fields;
  const parsed = leadFormValuesSchema(form).safeParse(values);
  if (!parsed.success) throw invalid(leadFieldErrors(parsed.error));

  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const submissionId = await insertSubmission(
      trx,
      { formCode: form.form_code, userId: input.userId, data: parsed.data, address: input.address, recipient: deps.salesEmail },
      now,
    );
    await attachStagedFiles(trx, input.fileIds, submissionId);
    await insertLeadFiles(
      trx,
      input.uploads.map((upload, index) => ({
        file_id: upload.fileId,
        form_code: form.form_code,
        session_id: null,
        submission_id: submissionId,
        ...uploaded[index]!,
        created_at: now,
      })),
    );
    const attachments: MailAttachment[] = files.map((file) => ({ filename: file.name, contentType: file.type, path: path.join(deps.filesDir, file.fileId) }));
    await enqueue(
      trx,
      [{ kind: 'email', payload: { to: deps.salesEmail, subject: `${form.title}: заявка с сайта`, text: leadMessageText(form, parsed.data), attachments } }],
      now,
    );
  });
  for (const upload of input.uploads) upload.keep();
  deps.outbox.wake();
}

/** The e-mail: each field by its label, choices by their names, then the page's hidden data. */
function leadMessageText(form: LeadForm, values: Record<string, unknown>): string {
  const lines = [form.title, ''];
  for (const field of form.fields) {
    const value = values[field.name];
    const name = (code: unknown) => field.options.find((option) => option.code === code)?.name ?? String(code);
    let shown: string;
    if (field.type === 'file') shown = (value as LeadFile[]).map((file) => file.name).join(', ');
    else if (typeof value === 'boolean') shown = value ? 'да' : 'нет';
    else if (Array.isArray(value)) shown = value.map(name).join(', ');
    else shown = value === undefined ? '' : name(value);
    lines.push(`${field.label}: ${shown || '—'}`);
  }
  for (const key of form.hidden) if (values[key]) lines.push(`${key}: ${String(values[key])}`);
  return lines.join('\n');
}
