import { RouterContextProvider } from 'react-router';
import { type DataVersions, requestContext } from '~/context';

/**
 * What the server hands a request's loaders and actions (`requestContext`), with `apiFetch` standing for the
 * in-process API; data versions fixed and settled unless a test passes its own.
 */
export function contextWithApi(
  apiFetch: typeof fetch,
  versions: { dataVersions?: () => DataVersions; dataSettled?: () => boolean } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    apiFetch,
    dataVersions: versions.dataVersions ?? (() => ({ catalog: 1, content: 1, stock: 1 })),
    dataSettled: versions.dataSettled ?? (() => true),
    nonce: '',
    site: { publicUrl: undefined, showcase: true },
  });
  return context;
}
