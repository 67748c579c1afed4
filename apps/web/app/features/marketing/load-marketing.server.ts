import { data } from 'react-router';
import type { ApiClient } from '~/api/client';
import { ApiError } from '~/api/client';

const codePattern = /^[a-z0-9-]{1,100}$/;

/** The API's 404 as the page's 404 (spec §8); other failures go on to the error boundary. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const loadServices = (api: ApiClient) => api.get('/Content/getServices/');

/** A service by the code in its address, or the 404 when it is missing or the code cannot exist. */
export function loadService(api: ApiClient, code: string) {
  if (!codePattern.test(code)) throw data(null, { status: 404 });
  return orNotFound(() => api.get('/Content/getService/', { code }));
}

export const loadLanding = (api: ApiClient) => api.get('/Content/getLanding/');
