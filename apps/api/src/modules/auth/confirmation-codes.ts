import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { countFailedCodeAttempt, deleteCode, findCode, replaceCode } from './confirmation-codes.repository.ts';

export type CodePurpose = 'email_change' | 'password_restore';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong guesses per code; then the code is void and a new one must be requested. */
export const CODE_MAX_ATTEMPTS = 5;

// The purpose and user are part of the hash, so a code never works for anything but what it was sent for.
const hashCode = (purpose: CodePurpose, userId: number, code: string) =>
  crypto.createHash('sha256').update(`${purpose}:${userId}:${code}`).digest();

/** A fresh 6-digit code (any earlier one of the same purpose stops working). Returns the code to e-mail. */
export async function issueCode(db: Db, purpose: CodePurpose, userId: number, target: string): Promise<string> {
  const code = String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const now = Date.now();
  await replaceCode(db, {
    purpose,
    userId,
    target,
    codeHash: hashCode(purpose, userId, code).toString('hex'),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CODE_TTL_MS).toISOString(),
  });
  return code;
}

export type CodeCheck = { ok: true; target: string } | { ok: false; reason: 'missing' | 'expired' | 'wrong' };

/** Checks and, when right, consumes the code. */
export async function consumeCode(db: Db, purpose: CodePurpose, userId: number, code: string): Promise<CodeCheck> {
  const row = await findCode(db, userId, purpose);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'missing' };
  if (Date.parse(row.expiresAt) <= Date.now()) {
    await deleteCode(db, row.id);
    return { ok: false, reason: 'expired' };
  }
  if (!crypto.timingSafeEqual(hashCode(purpose, userId, code), Buffer.from(row.codeHash, 'hex'))) {
    await countFailedCodeAttempt(db, row.id);
    return { ok: false, reason: 'wrong' };
  }
  await deleteCode(db, row.id);
  return { ok: true, target: row.target };
}

/** The pending target (e.g. the new e-mail awaiting confirmation), if a live code exists. */
export async function pendingTarget(db: Db, purpose: CodePurpose, userId: number): Promise<string | null> {
  const row = await findCode(db, userId, purpose);
  return row && row.attempts < CODE_MAX_ATTEMPTS && Date.parse(row.expiresAt) > Date.now() ? row.target : null;
}
