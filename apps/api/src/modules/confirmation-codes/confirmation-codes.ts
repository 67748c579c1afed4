import crypto from 'node:crypto';
import type { Db, Trx } from '../../db/database.ts';
import { claimCodeAttempt, deleteCode, findCode, replaceCode } from './confirmation-codes.repository.ts';

export type CodePurpose = 'email_change' | 'password_restore';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong guesses per code; then the code is void and a new one must be requested. */
export const CODE_MAX_ATTEMPTS = 5;

// The purpose and user are part of the hash, so a code never works for anything but what it was sent for.
const hashCode = (purpose: CodePurpose, userId: number, code: string) => crypto.createHash('sha256').update(`${purpose}:${userId}:${code}`).digest();

/** A fresh 6-digit code (any earlier one of the same purpose stops working). Returns the code to e-mail after commit. */
export async function issueCode(trx: Trx, purpose: CodePurpose, userId: number, target: string): Promise<string> {
  const code = String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const now = Date.now();
  await replaceCode(trx, {
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

/**
 * Checks and, when right, consumes the code, in the caller's transaction: should the caller's own writes fail,
 * the code stays as it was. Every check uses up one attempt first, so checks at the same moment can neither
 * guess more often than allowed nor use one code twice. A failed check is counted when the caller commits, so
 * callers answer a wrong code after their transaction rather than by throwing inside it.
 */
export async function consumeCode(trx: Trx, purpose: CodePurpose, userId: number, code: string): Promise<CodeCheck> {
  const row = await claimCodeAttempt(trx, userId, purpose, CODE_MAX_ATTEMPTS);
  if (!row) return { ok: false, reason: 'missing' };
  if (Date.parse(row.expiresAt) <= Date.now()) {
    await deleteCode(trx, row.id);
    return { ok: false, reason: 'expired' };
  }
  if (!crypto.timingSafeEqual(hashCode(purpose, userId, code), Buffer.from(row.codeHash, 'hex'))) return { ok: false, reason: 'wrong' };
  await deleteCode(trx, row.id);
  return { ok: true, target: row.target };
}

/** Whether a code of this purpose was issued to the user within the last `ms` (a code expires CODE_TTL_MS after it is issued). */
export async function issuedWithin(db: Db, purpose: CodePurpose, userId: number, ms: number): Promise<boolean> {
  const row = await findCode(db, userId, purpose);
  return row !== undefined && Date.parse(row.expiresAt) - CODE_TTL_MS > Date.now() - ms;
}

/** The pending target (e.g. the new e-mail awaiting confirmation), if a live code exists. */
export async function pendingTarget(db: Db, purpose: CodePurpose, userId: number): Promise<string | null> {
  const row = await findCode(db, userId, purpose);
  return row && row.attempts < CODE_MAX_ATTEMPTS && Date.parse(row.expiresAt) > Date.now() ? row.target : null;
}
