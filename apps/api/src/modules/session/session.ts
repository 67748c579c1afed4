import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../http/errors.ts';
import { deleteSession, findSession, insertSession, purgeExpiredSessions, saveSessionData, type SessionRow, touchSession } from './session.repository.ts';

export const SESSION_COOKIE = 'sid';
/** A session unused this long ends (guest or signed-in). */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** No session lives longer than this, however active. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Runs inside the sign-in transaction (the guest's basket and favourites move to the user here, modules/basket). */
export type LoginHook = (
  trx: Db,
  event: { userId: number; guestSessionId: string | null; sessionId: string; guestData: Record<string, unknown> },
) => Promise<void>;

/** The visitor's server-side session; loaded from the database on first use, created only when something is stored. */
export interface RequestSession {
  userId(): Promise<number | null>;
  data(): Promise<Readonly<Record<string, unknown>>>;
  /** Stores a value in the session's data, creating a guest session when there is none yet. */
  set(key: string, value: unknown): Promise<void>;
  /** The session's database id, creating a guest session when there is none (for tables keyed by session). */
  id(): Promise<string>;
  /** The session's database id, or null when the visitor has none: for reads, which never create one. */
  currentId(): Promise<string | null>;
  /** A fresh session for the user (fixation defence); the guest session's data moves over. */
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
  interface FastifyInstance {
    onSessionLogin(hook: LoginHook): void;
  }
}

/** The session's database id: the token itself never reaches the table. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

class SessionHandle implements RequestSession {
  private loaded: Promise<SessionRow | null> | undefined;
  private readonly db: Db;
  private readonly request: FastifyRequest;
  private readonly reply: FastifyReply;
  private readonly options: SessionOptions;

  constructor(db: Db, request: FastifyRequest, reply: FastifyReply, options: SessionOptions) {
    this.db = db;
    this.request = request;
    this.reply = reply;
    this.options = options;
  }

  async userId() {
    return (await this.load())?.userId ?? null;
  }

  async data() {
    return (await this.load())?.data ?? {};
  }

  async set(key: string, value: unknown) {
    const session = (await this.load()) ?? (await this.create(null, {}));
    session.data = { ...session.data, [key]: value };
    await saveSessionData(this.db, session.id, session.data);
  }

  async id() {
    return ((await this.load()) ?? (await this.create(null, {}))).id;
  }

  async currentId() {
    return (await this.load())?.id ?? null;
  }

  async signIn(userId: number) {
    const previous = await this.load();
    const guest = previous && previous.userId === null ? previous : null;
    const { token, row } = this.newRow(userId, guest?.data ?? {});
    await this.db.transaction().execute(async (trx) => {
      await insertSession(trx, row);
      for (const hook of this.options.loginHooks) {
        await hook(trx, { userId, guestSessionId: guest?.id ?? null, sessionId: row.id, guestData: guest?.data ?? {} });
      }
      if (previous) await deleteSession(trx, previous.id);
    });
    this.loaded = Promise.resolve(row);
    this.setCookie(token, row);
    const now = Date.now();
    await purgeExpiredSessions(this.db, iso(now), iso(now - SESSION_IDLE_MS));
  }

  async signOut() {
    const session = await this.load();
    if (session) await deleteSession(this.db, session.id);
    this.loaded = Promise.resolve(null);
    this.reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  private load(): Promise<SessionRow | null> {
    this.loaded ??= this.read();
    return this.loaded;
  }

  private async read(): Promise<SessionRow | null> {
    const token = this.request.cookies[SESSION_COOKIE];
    if (!token || !tokenPattern.test(token)) return null;
    const session = await findSession(this.db, hashToken(token));
    const now = Date.now();
    if (!session) {
      this.reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return null;
    }
    if (Date.parse(session.expiresAt) <= now || Date.parse(session.lastSeenAt) + SESSION_IDLE_MS <= now) {
      await deleteSession(this.db, session.id);
      this.reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return null;
    }
    if (Date.parse(session.lastSeenAt) + TOUCH_INTERVAL_MS <= now) {
      session.lastSeenAt = iso(now);
      await touchSession(this.db, session.id, session.lastSeenAt);
      this.setCookie(token, session);
    }
    return session;
  }

  private async create(userId: number | null, data: Record<string, unknown>): Promise<SessionRow> {
    const { token, row } = this.newRow(userId, data);
    await insertSession(this.db, row);
    this.loaded = Promise.resolve(row);
    this.setCookie(token, row);
    return row;
  }

  private newRow(userId: number | null, data: Record<string, unknown>) {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    const row: SessionRow = {
      id: hashToken(token),
      userId,
      data,
      createdAt: iso(now),
      lastSeenAt: iso(now),
      expiresAt: iso(now + SESSION_ABSOLUTE_MS),
    };
    return { token, row };
  }

  private setCookie(token: string, session: SessionRow) {
    const remainingMs = Math.min(SESSION_IDLE_MS, Date.parse(session.expiresAt) - Date.now());
    this.reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.options.alwaysSecure || this.request.protocol === 'https',
      maxAge: Math.max(0, Math.floor(remainingMs / 1000)),
    });
  }
}

interface SessionOptions {
  alwaysSecure: boolean;
  loginHooks: LoginHook[];
}

/**
 * Database sessions for every route: the cookie carries a random 32-byte token, the table only its SHA-256.
 * Registered on the root instance (like the security hooks), after @fastify/cookie.
 */
export function registerSessions(app: FastifyInstance, deps: { db: Db; publicUrl?: string | undefined }): void {
  const options: SessionOptions = { alwaysSecure: deps.publicUrl?.startsWith('https:') ?? false, loginHooks: [] };
  app.decorate('onSessionLogin', (hook: LoginHook) => {
    options.loginHooks.push(hook);
  });
  app.decorateRequest('session', null as unknown as RequestSession);
  app.addHook('onRequest', async (request, reply) => {
    request.session = new SessionHandle(deps.db, request, reply, options);
  });
}

/** Guard for routes of signed-in users: the user id, or 401. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const userId = await request.session.userId();
  if (userId === null) throw unauthorized();
  return userId;
}
