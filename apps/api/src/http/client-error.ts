import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { statusEnvelope } from './error-handler.ts';

/** Node's parser codes for requests it refuses before Fastify sees them; anything else it cannot parse is a 400. */
const statusByCode: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Fastify's `clientErrorHandler`: a URL or headers over Node's limit, a broken request line or a timeout never reach
 * a route, so the answer is written to the socket by hand, in the envelope like every other answer, and the
 * connection closes (the parser cannot find where the next request would start).
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusByCode[error.code ?? ''] ?? 400;
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify(statusEnvelope(status));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
