import { z } from 'zod';
import { zId } from './basket.ts';

/** Favourites on the wire (spec §7 /Favourite/…): product ids. */

export const favouriteRequestSchema = z.strictObject({ id: zId() });
export const favouriteIdsSchema = z.array(z.number().int());
