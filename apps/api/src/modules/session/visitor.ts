import type { FastifyRequest } from 'fastify';

/** Who owns a basket or a favourite: a signed-in user, or a guest's session (rows keyed by it go with it). */
export type Owner = { userId: number; sessionId: null } | { userId: null; sessionId: string };

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
