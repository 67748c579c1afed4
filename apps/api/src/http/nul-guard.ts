import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** The path of the first string or key holding a NUL character (PostgreSQL cannot store one), or undefined. */
function pathOfNul(value: unknown): string | undefined {
  // A loop rather than recursion: the shape comes from the client.
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * A preHandler for the API: a NUL character is no text anyone types, SQLite would store it and PostgreSQL refuse it
 * with an error, so it is refused here, the same on both databases.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = pathOfNul(part);
    if (path !== undefined) throw badRequest('Проверьте правильность заполнения полей', { [path || 'request']: 'Недопустимый символ' });
  }
}
