import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

/** A test app logging at info into an array of parsed lines. */
async function appLogging(env: Record<string, string>) {
  const lines: { msg?: string; level?: number }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const t = await buildTestApp({
    env,
    logger: { level: 'info', stream },
    beforeReady: (app) => {
      app.get('/wps/test/boom', async () => {
        throw new Error('boom');
      });
    },
  });
  lines.length = 0;
  return { t, lines };
}

describe('request logging (LOG_REQUESTS)', () => {
  it('logs each request at info by default', async () => {
    const { t, lines } = await appLogging({});
    try {
      await t.app.inject({ url: '/wps/system/status' });
      expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await t.close();
    }
  });

  it('with LOG_REQUESTS=0 logs no line per request, and still logs failures', async () => {
    const { t, lines } = await appLogging({ LOG_REQUESTS: '0' });
    try {
      expect((await t.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
      expect(lines).toEqual([]);
      expect((await t.app.inject({ url: '/wps/test/boom' })).statusCode).toBe(500);
      expect(lines.map((l) => l.msg)).toEqual(['request failed']);
      expect(lines[0]!.level).toBe(50);
    } finally {
      await t.close();
    }
  });
});
