import { type MiddlewareFunction, type RouterContextProvider, createContext, redirect } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { type SessionUser, toSessionUser } from './session-user';

export type { SessionUser };

/** The visitor's user for this request, fetched at most once and only when something asks for it. */
const sessionUserContext = createContext<() => Promise<SessionUser | null>>();

type ContextReader = Readonly<RouterContextProvider>;

/**
 * Loads the signed-in user lazily: the root loader and the route guards share one GET /User/get/
 * (a guest gets null); its Set-Cookie (a touched or cleared session) joins the response with the request's others.
 */
export const sessionUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { api } = requestApi(context);
  // A request without cookies has no session: a guest for certain, and the API need not be asked.
  const guest = !request.headers.get('cookie');
  let pending: Promise<SessionUser | null> | undefined;
  context.set(sessionUserContext, () => (pending ??= guest ? Promise.resolve(null) : api.get('/User/get/').then((user) => user && toSessionUser(user))));
  const response = await next();
  // A guard that did not wait for the user (a redirect thrown first) must not leave the call's failure unhandled.
  await pending?.catch(() => null);
  return response;
};

export function getSessionUser(context: ContextReader): Promise<SessionUser | null> {
  return context.get(sessionUserContext)();
}

/** Profile routes: a guest goes to the sign-in page. */
export async function requireUser(context: ContextReader): Promise<SessionUser> {
  const user = await getSessionUser(context);
  if (!user) throw redirect('/auth/');
  return user;
}

/** Sign-in, registration and restore: a signed-in user goes to the profile (spec §6). */
export async function requireGuest(context: ContextReader): Promise<void> {
  if (await getSessionUser(context)) throw redirect('/profile/');
}
