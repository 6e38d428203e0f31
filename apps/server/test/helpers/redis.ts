import { connect } from 'node:net';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Whether a Redis server answers PING at 127.0.0.1:6379 (the Redis cases skip otherwise). With
 * REQUIRE_REDIS=1 (as CI sets it) a silent Redis is an error instead: the file fails, naming it.
 */
export async function redisAnswers(timeoutMs = 2000): Promise<boolean> {
  const up = await ping(timeoutMs);
  if (!up && process.env.REQUIRE_REDIS === '1')
    throw new Error(`REQUIRE_REDIS=1 but no Redis answers at ${TEST_REDIS_URL}`);
  return up;
}

function ping(timeoutMs: number): Promise<boolean> {
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
