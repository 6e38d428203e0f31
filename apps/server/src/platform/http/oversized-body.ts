import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** Past this much of a refused body, or this long, the connection is cut instead. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;
const MAX_DISCARD_MS = 15_000;

/** Reads what is left of a request body and throws it away; resolves when done or given up. */
function discardRest(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > MAX_DISCARD_BYTES) finish();
    };
    const timer = setTimeout(finish, MAX_DISCARD_MS);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}

/**
 * A refused request whose body was not read to the end (a 413 decided from Content-Length, or
 * halfway through) is answered only after the rest of the body has been read and discarded. The
 * answer carries `Connection: close` (Fastify sets it), and closing a socket with unread bytes in
 * its receive buffer sends a TCP reset: a client still uploading then sees a broken pipe instead of
 * the error envelope (about one 5 MB request in seven did). Bounded, so a client cannot hold the
 * connection forever by sending an endless body.
 */
async function oversizedBody(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (reply.statusCode < 400 || raw.complete || raw.readableEnded || raw.destroyed) {
      return done(null, payload);
    }
    void discardRest(raw).then(() => done(null, payload));
  });
}

export default fp(oversizedBody, { name: 'oversized-body' });
