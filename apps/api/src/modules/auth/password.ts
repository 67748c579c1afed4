import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

// OWASP's minimum for scrypt. N=2^17, r=8 needs 128·N·r = 128 MiB, above Node's 32 MiB default maxmem.
const cost = 2 ** 17;
const blockSize = 8;
const parallelization = 1;
const keyLength = 64;
const maxmem = 256 * 1024 * 1024;

/** 'scrypt$N$r$p$salt$hash', salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, { N: cost, r: blockSize, p: parallelization, maxmem });
  return ['scrypt', cost, blockSize, parallelization, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText, ...rest] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== 'scrypt' || rest.length || !saltText || !hashText) return false;
  // Parameters come from our own database, but bound them so a corrupted row cannot exhaust memory.
  if (!Number.isInteger(Math.log2(N)) || N < 2 || N > 2 ** 20 || !Number.isInteger(R) || R < 1 || R > 16 || !Number.isInteger(P) || P < 1 || P > 4)
    return false;
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length < 16) return false;
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, { N, r: R, p: P, maxmem: Math.max(maxmem, 256 * N * R) });
  return crypto.timingSafeEqual(actual, expected);
}
