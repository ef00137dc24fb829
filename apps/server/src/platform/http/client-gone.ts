import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client goes away before its answer is sent (a closed tab, a dropped
 * connection), so costly work for nobody stops: an image upload waiting for its turn is
 * dropped, one under way stores nothing (docs/decisions/010-photos.md). The response's `close`
 * also fires after a normal answer; only one that had not finished means the client left.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
