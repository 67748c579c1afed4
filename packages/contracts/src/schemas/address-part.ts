import { z } from 'zod';

/**
 * A part of a page's address that the store writes (`/services/{code}/`, `/profile/news/{code}/`, a content page's
 * slug, a price list's code): lower-case Latin letters, digits and dashes, so it is safe in a path as it is.
 */
export const addressPartSchema = (maxLength = 100) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .regex(/^[a-z0-9-]+$/);
