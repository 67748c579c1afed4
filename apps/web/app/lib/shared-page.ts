/**
 * A route's `headers` export when its page is the same for every visitor who is not signed in (the visitor's
 * own parts fill in on the client, decision 0004): the server may then cache its HTML and let a CDN keep it
 * (apps/server page-cache.ts). It never shares a signed-in visitor's page and removes this header before sending.
 */
export const sharedPageHeaders = () => ({ 'X-Page-Cache': 'shared' });
