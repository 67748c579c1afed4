import { z } from 'zod';

/*
 * What a lead form's files are checked by, in the API and in the browser alike. Apart from the forms' definitions
 * (lead-forms.ts), so that the browser's form, which needs only these, does not construct the API's schemas as it
 * loads (bench/RESULTS.md, 28 November).
 */

/** The largest file a lead form takes. */
export const leadFileMaxBytes = 10 * 1024 * 1024;

/** A file of a form as the file box lists it (spec §3 "File list item"); `type` is the media type. */
export const leadFileSchema = z.object({ name: z.string(), type: z.string(), size: z.number().int().min(0) });
export type LeadFile = z.infer<typeof leadFileSchema>;
