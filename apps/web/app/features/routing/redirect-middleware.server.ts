import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { planRedirect } from './redirect-target';

/**
 * The per-path redirect look-up of spec §2, for document and data requests alike. The server never sees
 * the hash: browsers keep it across a document redirect, and useKeepHashOnRedirect does it for client
 * navigations.
 */
export const redirectMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const found = await requestApi(context).redirect(url.pathname);
  if (!found) return next();
  const plan = planRedirect(found.to, { search: url.search });
  throw plan.reloadDocument ? redirectDocument(plan.href, found.status) : redirect(plan.href, found.status);
};
