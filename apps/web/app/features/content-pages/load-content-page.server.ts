import { data } from 'react-router';
import type { ApiClient } from '~/api/client';
import { asPageAnswer } from '~/api/page-answer.server';

const slugPattern = /^[a-z0-9-]{1,200}$/;

/** A content page by slug, or the 404 of spec §8 when it is missing or the slug cannot exist. */
export async function loadContentPage(api: ApiClient, slug: string) {
  if (!slugPattern.test(slug)) throw data(null, { status: 404 });
  return api.get('/Content/getPage/', { slug }).catch(asPageAnswer);
}
