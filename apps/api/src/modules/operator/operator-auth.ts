import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors.ts';

export const operatorAuthMessages = {
  notConfigured: 'Доступ оператора не настроен',
  wrongToken: 'Неверный токен оператора',
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A route's `preValidation` for the store operator's calls: `Authorization: Bearer <OPERATOR_TOKEN>`. 403 while the
 * store has no token set, 401 for a missing or wrong one. The digests compare in constant time whatever the length.
 */
export function requireOperator(token: string | undefined) {
  const expected = token === undefined ? null : digest(token);
  return async (request: FastifyRequest): Promise<void> => {
    if (!expected) throw forbidden(operatorAuthMessages.notConfigured);
    // The scheme's name is case-insensitive (RFC 9110).
    const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized(operatorAuthMessages.wrongToken);
  };
}
