import type { FastifyInstance } from 'fastify';

/** `Cache-Control` of an answer that is one visitor's own: neither a shared cache nor the browser's keeps it. */
export const privateAnswer = 'private, no-store';

/** Marks every answer of the plugin's routes (refusals included) as one visitor's own. */
export function answerPrivately(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', privateAnswer);
  });
}
