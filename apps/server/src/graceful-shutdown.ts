import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  /** Connections still busy this long after shutdown starts are cut, so a stalled upload cannot keep the process alive. */
  drainTimeoutMs?: number;
  /**
   * Releases what the app's onClose hooks may still use (the database), once all of them have run: Fastify runs a
   * plugin's hooks after the root's, so a hook of the root would close the database under a plugin's last write.
   */
  afterClose?: () => Promise<void>;
}

/**
 * Returns the function that stops `app` gracefully: no new connections, in-flight requests finish,
 * then the app closes, then `afterClose` runs. Calling it again returns the same promise.
 */
export function gracefulShutdown(app: FastifyInstance, { drainTimeoutMs = 10_000, afterClose }: GracefulShutdownOptions = {}): () => Promise<void> {
  let closing = false;
  // Node reaps idle keep-alive connections once, when the server closes: a request still running then
  // would leave its connection open for the whole keep-alive timeout (72 s) after its answer.
  app.server.on('request', (_request, response) => {
    response.once('finish', () => {
      if (closing) app.server.closeIdleConnections();
    });
  });
  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= (async () => {
      closing = true;
      const deadline = setTimeout(() => app.server.closeAllConnections(), drainTimeoutMs).unref();
      try {
        await app.close();
      } finally {
        clearTimeout(deadline);
      }
      await afterClose?.();
    })();
    return stopped;
  };
}
