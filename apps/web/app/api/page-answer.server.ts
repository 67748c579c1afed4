import { data, redirect } from 'react-router';
import { ApiError } from './client';

/**
 * An API refusal as the page's answer: what is not found, or cannot exist (a malformed id or code is the API's 400),
 * is the 404 page (spec §8), and a guest signs in first; anything else goes on to the error boundary.
 */
export function asPageAnswer(error: unknown): never {
  if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) throw data(null, { status: 404 });
  if (error instanceof ApiError && error.httpStatus === 401) throw redirect('/auth/');
  throw error;
}
