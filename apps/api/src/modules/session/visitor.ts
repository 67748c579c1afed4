import type { FastifyRequest } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { SessionLookup } from './session.ts';
import { type SessionColumns, type SessionRow, sessionOf } from './session.repository.ts';

/** Who owns a basket or a favourite: a signed-in user, or a guest's session (rows keyed by it go with it). */
export type Owner = { userId: number; sessionId: null } | { userId: null; sessionId: string };

/** Who owns what a session's visitor stores. */
export const ownerOf = (session: SessionRow): Owner =>
  session.userId !== null ? { userId: session.userId, sessionId: null } : { userId: null, sessionId: session.id };

/** The owner of what the visitor has stored; null for a guest who has stored nothing (no session is created). */
export async function currentOwner(request: FastifyRequest): Promise<Owner | null> {
  const userId = await request.session.userId();
  if (userId !== null) return { userId, sessionId: null };
  const sessionId = await request.session.currentId();
  return sessionId === null ? null : { userId: null, sessionId };
}

/** The owner for a write: a guest gets a session, and its cookie, on the first one. */
export async function owningVisitor(request: FastifyRequest): Promise<Owner> {
  const userId = await request.session.userId();
  if (userId !== null) return { userId, sessionId: null };
  return { userId: null, sessionId: await request.session.id() };
}

/**
 * Whose rows a statement reads or writes: the owner once the session is read; before, the session's lookup, so the
 * statement finds the session itself and the visitor's rows cost one round trip, not two.
 */
export type Visitor = Owner | SessionLookup;

export const isSessionLookup = (visitor: Visitor): visitor is SessionLookup => 'found' in visitor;

/** The visitor for a read: the session's lookup while it is not read, else the owner; null for a guest with no session. */
export async function readingVisitor(request: FastifyRequest): Promise<Visitor | null> {
  return request.session.lookup() ?? (await currentOwner(request));
}

/**
 * The visitor as a one-row table `v` for a statement written in SQL (the reads every page makes, where building a
 * statement with Kysely cost more of the process's CPU than the round trip it saves: bench/RESULTS.md): `id` keys a
 * guest's rows, `user_id` a user's (a user's session keys none: the tables' `*_one_owner` checks). For a session not
 * read yet it is the live session's row, none when there is no live one; for an owner, the owner's keys.
 */
export function visitorRow(visitor: Visitor): RawBuilder<unknown> {
  if (isSessionLookup(visitor)) {
    return sql`select id, user_id, data, created_at, last_seen_at, expires_at from sessions
      where id = ${visitor.id} and expires_at > ${visitor.now} and last_seen_at > ${visitor.idleCutoff}`;
  }
  return sql`select cast(${visitor.sessionId} as text) as id, cast(${visitor.userId} as integer) as user_id,
    cast(null as text) as data, cast(null as text) as created_at, cast(null as text) as last_seen_at, cast(null as text) as expires_at`;
}

/** The visitor row's columns in a statement's answer (`SessionColumns`), for `ownerFound`. */
export const visitorColumns = sql`v.id as session_row_id, v.user_id as session_user_id, v.data as session_data,
  v.created_at as session_created_at, v.last_seen_at as session_last_seen_at, v.expires_at as session_expires_at`;

/**
 * Whose rows a statement with `visitorRow` read, given its first answer row: a session lookup is handed the
 * session's row it found (or none); undefined when the cookie named no live session.
 */
export async function ownerFound(visitor: Visitor, row: SessionColumns | undefined): Promise<Owner | undefined> {
  if (!isSessionLookup(visitor)) return visitor;
  const session = row && sessionOf(row);
  await visitor.found(session);
  return session && ownerOf(session);
}
