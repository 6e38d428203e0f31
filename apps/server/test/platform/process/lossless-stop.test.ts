import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { getHealthz, getReadyz, loginFreeplay } from '@app/contract';
import { spawnServer } from '../../../../../tools/spawn-server.ts';
import { shutdownDelayMs } from '../../../src/platform/process/signals.ts';
import { HttpClient, type HttpAnswer } from '../../helpers/http-client.ts';
import { OVERLOAD_PATIENCE } from '../../helpers/remote-player.ts';

// Issue 19 "A lossless stop": a SIGTERM used to close the listener at once, and connections the
// kernel held but the server had not yet accepted were reset (6 to 27 of 40 free-play logins sent
// 15 ms before the signal). Now /readyz turns 503 at once and the server keeps accepting and
// answering for SHUTDOWN_DELAY_SECONDS (6 here), each answer with `Connection: close`, before it
// closes. On PostgreSQL it runs two workers and only the primary is signalled: the delay reaches
// the workers through the primary's stop message.
const databaseUrl = process.env.DATABASE_URL || undefined;
// Long enough that a test process slowed by the suites beside it still sends every later request
// within it (CI, 2026-11-26: the last went out 3.27 s after the signal with a 3 s delay).
const DELAY_MS = 6_000;
const LOGINS = 40;
const schema = databaseUrl ? `test_lossless_${randomBytes(6).toString('hex')}` : undefined;

afterAll(async () => {
  if (!databaseUrl) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => admin.end());
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const failures = (answers: HttpAnswer[]) =>
  answers
    .filter((a) => a.status !== 200)
    .map((a) => `${a.status} ${a.error ?? a.body?.errorCode ?? ''}`);

describe('SIGTERM while requests arrive', () => {
  it('answers every request sent just before and during the signal, with /readyz 503 after it', async () => {
    const server = await spawnServer({
      SHUTDOWN_DELAY_SECONDS: String(DELAY_MS / 1_000),
      RATE_LIMIT_MAX: '100000',
      // What is tested is the stop, not overload (remote-player.ts).
      ...OVERLOAD_PATIENCE,
      ...(databaseUrl && {
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema!,
        WEB_CONCURRENCY: '2',
      }),
    });
    // A new connection per request: each one must be accepted by the server to be answered.
    const client = new HttpClient(server.url, 4 * LOGINS, false);
    try {
      expect((await client.call(getReadyz)).status).toBe(200);

      const before = Array.from({ length: LOGINS }, () => client.call(loginFreeplay));
      await sleep(15);
      const signalled = performance.now();
      process.kill(server.pid, 'SIGTERM');
      // Sent after the signal, and answered: not ready for new traffic, but still accepting. The
      // server meets the signal on its next turn of the event loop, which on a busy machine may
      // come after it has taken the first of these requests: it must say 503 within 1 s.
      let ready = await client.call(getReadyz);
      for (let waited = 0; ready.status === 200 && waited < 1_000; waited += 50) {
        await sleep(50);
        ready = await client.call(getReadyz);
      }
      // When each later request went out, after the signal.
      const sentAt: number[] = [];
      const during = Array.from({ length: LOGINS }, (_, i) =>
        client.call(loginFreeplay, undefined, {}, () => {
          sentAt[i] = performance.now() - signalled;
        }),
      );
      let aliveAt = Infinity;
      const alive = client.call(getHealthz, undefined, {}, () => {
        aliveAt = performance.now() - signalled;
      });

      const duringAnswers = await Promise.all(during);
      const { code } = await server.exited;
      const stoppedMs = performance.now() - signalled;

      // What is promised: every request sent within the delay is answered. A test process slowed
      // by the suites beside it may send some of its requests later than that (CI, 2026-11-27:
      // the last went out 6.5 s after the signal); those may be refused, and are not counted. Most
      // must have gone out in time, or nothing was tested.
      const inTime = (at: number | undefined) => at !== undefined && at < DELAY_MS - 250;
      const answeredInTime = [
        ...(await Promise.all(before)),
        ...duringAnswers.filter((_, i) => inTime(sentAt[i])),
      ];
      expect(sentAt.filter(inTime).length).toBeGreaterThanOrEqual(LOGINS / 2);
      expect(failures(answeredInTime)).toEqual([]);
      expect(answeredInTime.every((a) => a.body?.success === true)).toBe(true);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, errorCode: 'service.unavailable' });
      if (inTime(aliveAt)) expect((await alive).status).toBe(200);
      // Every answer after the signal closes its connection: none is kept for a later request.
      const answeredDuring = duringAnswers.filter((a) => a.status === 200);
      expect(answeredDuring.map((a) => a.headers?.connection)).toEqual(
        answeredDuring.map(() => 'close'),
      );
      // It kept accepting for the delay, then stopped cleanly within the stop limit.
      expect(code).toBe(0);
      expect(stoppedMs).toBeGreaterThanOrEqual(DELAY_MS);
      expect(stoppedMs).toBeLessThan(DELAY_MS + 10_000);
      // And the listener is closed: a new connection is refused.
      expect((await client.call(getHealthz)).status).toBe(0);
    } finally {
      client.close();
      await server.stop();
    }
  }, 180_000);
});

describe('the shutdown delay of a signal', () => {
  it('is the configured one, except for Ctrl-C at a terminal', () => {
    expect(shutdownDelayMs('SIGTERM', 5_000, true)).toBe(5_000);
    expect(shutdownDelayMs('SIGHUP', 5_000, true)).toBe(5_000);
    expect(shutdownDelayMs('SIGINT', 5_000, false)).toBe(5_000);
    expect(shutdownDelayMs('SIGINT', 5_000, true)).toBe(0);
  });
});
