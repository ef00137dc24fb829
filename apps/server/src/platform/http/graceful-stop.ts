import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@app/contract';
import { prepareUnavailable } from './unavailable-reply.js';

/** Seconds a client is told to wait before trying again (another server, or this one restarted). */
export const STOPPING_RETRY_AFTER_SECONDS = 5;

/**
 * Stopping (SIGTERM, `app.close()`): requests already being handled finish and are answered;
 * a request that arrives afterwards on a connection still open is refused with 503, the
 * message and Retry-After, and every answer from then on carries `Connection: close`, so
 * clients and load balancers open their next connection to another server. New connections
 * are refused outright once Fastify stops listening, and idle keep-alive connections are
 * closed (`forceCloseConnections: 'idle'`).
 */
export function registerStopGate(app: FastifyInstance): void {
  let isStopping = false;
  // preClose runs first thing in `app.close()`, before the listener closes.
  app.addHook('preClose', (done) => {
    isStopping = true;
    done();
  });
  // Callback style, and `done` is not called once refused: no later hook or handler runs.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isStopping) return done();
    request.log.info('refused: the server is stopping');
    reply.header('connection', 'close');
    void reply.send(prepareUnavailable(reply, MESSAGES.shuttingDown, STOPPING_RETRY_AFTER_SECONDS));
  });
  // An answer to a request in flight when the stop began also closes its connection, so the
  // keep-alive socket does not stay open (and delay the stop) waiting for a next request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isStopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
