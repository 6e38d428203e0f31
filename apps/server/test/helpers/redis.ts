import { connect } from 'node:net';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at 127.0.0.1:6379 (the Redis cases skip otherwise). */
export function redisAnswers(timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}
