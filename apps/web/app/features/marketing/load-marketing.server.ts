import { data } from 'react-router';
import type { ApiClient } from '~/api/client';
import { asPageAnswer } from '~/api/page-answer.server';

const codePattern = /^[a-z0-9-]{1,100}$/;

export const loadServices = (api: ApiClient) => api.get('/Content/getServices/');

/** A service by the code in its address, or the 404 when it is missing or the code cannot exist. */
export function loadService(api: ApiClient, code: string) {
  if (!codePattern.test(code)) throw data(null, { status: 404 });
  return api.get('/Content/getService/', { code }).catch(asPageAnswer);
}

export const loadLanding = (api: ApiClient) => api.get('/Content/getLanding/');
