import { showServerError } from '~/ui/toast/server-error-toast';
import { createApiClient } from './client';

/**
 * The API client of calls made in the browser (the page's own origin): a failure raises the global
 * API-error popup (spec §8; never for 404), and the caller still gets the error to fall back on.
 */
export const browserApi = createApiClient({ onError: showServerError });
