import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitFeedback } from '@app/contract';
import { signInAs } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { multipart } from '../helpers/multipart.ts';

// Issue 19: one anonymous 20 MB JSON feedback stalled the server for 8 s. The body is now read as
// a stream: this proves it deterministically (the event-loop lag itself is measured by
// bench/upload-lag.ts, which a shared 2-core machine cannot time reliably inside a test).
let t: TestApp;
let port: number;
let token: string;
const refusals: { code: string; at: number }[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) =>
      app.addHook('onError', async (_request, _reply, error) => {
        refusals.push({ code: (error as { errorCode?: string }).errorCode ?? '', at: Date.now() });
      }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  token = (await signInAs(t.app, 'player01', 'Player123')).token;
});
afterAll(() => t?.close());

const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
};

describe('PUT /wps/feedback reads its body as a stream', () => {
  it('refuses a picture that is not one from its first bytes, while the rest is still unsent', async () => {
    const image = Buffer.alloc(5 * 1024 * 1024, 0x41);
    const form = multipart([
      { name: 'content', value: 'The deposit by bKash was not credited' },
      { name: 'images', filename: 'a.png', type: 'image/png', bytes: image },
    ]);
    const head = form.payload.subarray(0, 128 * 1024);
    const rest = form.payload.subarray(head.length);
    let status = 0;
    let body = '';
    let error: string | undefined;
    const closed = new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: submitFeedback.path,
          method: 'PUT',
          agent: false,
          headers: {
            authorization: token,
            'content-type': form.contentType,
            'content-length': String(form.payload.length),
          },
        },
        (res) => {
          status = res.statusCode!;
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
        },
      );
      req.on('error', (e) => (error ??= (e as NodeJS.ErrnoException).code ?? e.message));
      req.on('close', () => setImmediate(resolve));
      req.write(head);
      // 5 MB are still to come: a server that buffers the body (or parses it whole) cannot have
      // looked at the picture yet.
      void until(() => refusals.length > 0, 20_000).then(() => req.end(rest));
    });
    expect(await until(() => refusals.length > 0, 20_000)).toBe(true);
    expect(refusals[0]!.code).toBe('feedback.image.type');
    await closed;
    expect(error, 'the connection broke instead of answering').toBeUndefined();
    expect(status).toBe(415);
    expect(JSON.parse(body)).toMatchObject({ success: false, errorCode: 'feedback.image.type' });
  }, 60_000);
});
