import { badRequest } from './errors.ts';

/** A host a link may be built of: a name or an address and a port; nothing a formula, a tag or a path could be made of. */
const plainHost = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export const siteOriginMessages = { badHost: 'Некорректный адрес сайта в заголовке Host' } as const;

/**
 * The store's origin for links that leave the page (e-mails, a payment's return, a price list's products) and the
 * Origin check: PUBLIC_URL's when it is set (as production should), else the request's own, refused (400) when its
 * Host is not a plain one.
 */
export function siteOrigin(request: { protocol: string; host: string }, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  if (!plainHost.test(request.host)) throw badRequest(siteOriginMessages.badHost);
  return `${request.protocol}://${request.host}`;
}
