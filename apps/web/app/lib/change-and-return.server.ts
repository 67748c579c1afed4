import { data, redirect } from 'react-router';
import { ApiError, type ApiClient } from '~/api/client';
import { requestApi } from '~/api/request-api.server';
import type { FormSchema } from '~/forms/schema-form';
import { type Flash, flashCookieFor } from './flash';
import { productAnchor } from './product-anchor';
import { returnPath } from './return-path';

interface ChangeArgs {
  request: Request;
  context: Parameters<typeof requestApi>[0];
}

interface Change<P extends { id: number }> {
  /** The form's fields as the API payload's shape (numbers from text); the schema then checks them. */
  payload: (form: FormData) => unknown;
  schema: FormSchema<P>;
  /** The API call; the form tells which one where a form has several (an intent field). */
  send: (api: ApiClient, payload: P, form: FormData) => Promise<unknown>;
  /** Where to return when the form names no page of the store. */
  fallback: string;
  /** What the page returned to tells the visitor once its script runs (lib/flash.ts), where the script's own path tells them too. */
  flash?: Flash;
}

/**
 * A visitor's change (basket, favourites) sent as a plain form before the page's JavaScript runs (decision 0004): the
 * API is called on the visitor's behalf (their session cookie forwarded, a new guest session's cookie passed back by
 * the request's API context) and the visitor returns to the page they were on (post/redirect/get), at the product's
 * place on it (lib/product-anchor.ts; a page without one shows its top, as before). A refusal, by the
 * schema or by the API, is thrown with its message and HTTP status for the route's ChangeRefusedBoundary (thrown, so
 * the route's own loader, which sends a visitor typing the address elsewhere, does not run).
 */
export async function changeAndReturn<P extends { id: number }>({ request, context }: ChangeArgs, change: Change<P>) {
  const form = await request.formData();
  const back = returnPath(request, form, change.fallback);
  const parsed = change.schema.safeParse(change.payload(form));
  if (!parsed.success) throw data({ message: parsed.error.issues[0]?.message ?? 'Некорректный запрос', back }, { status: 400 });
  try {
    await change.send(requestApi(context).api, parsed.data, form);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = error.httpStatus >= 400 && error.httpStatus < 600 ? error.httpStatus : 500;
    throw data({ message: error.message, back }, { status });
  }
  const headers = change.flash ? { 'set-cookie': flashCookieFor(change.flash) } : undefined;
  throw redirect(`${back}#${productAnchor(parsed.data.id)}`, { status: 303, headers });
}
