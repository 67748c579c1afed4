import { z } from 'zod';

/** Success answer of every API route: HTTP 200 and `{status: 'ok', result}`. */
export function okEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ status: z.literal('ok'), result });
}

/** Failure answer: a fitting HTTP status and `{status: 'error', result: {message, fields?}}`. */
export const errorEnvelope = z.object({
  status: z.literal('error'),
  result: z.object({
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function ok<T>(result: T): { status: 'ok'; result: T } {
  return { status: 'ok', result };
}
