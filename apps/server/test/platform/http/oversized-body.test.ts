import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitFeedback } from '@app/contract';
import { signInAs } from '../../helpers/accounts.ts';
import { feedbackForm } from '../../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

// Issue 10 "Bad input": an oversized body gets a readable 413 envelope, never a reset connection.
// Generous timeouts: hundreds of MB go over loopback, on a machine that may be shared.
let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  token = (await signInAs(t.app, 'player01', 'Player123')).token;
});
afterAll(() => t?.close());

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

/**
 * Sends `size` bytes of body over a real socket in 64 KB writes, as a phone uploading would, and
 * settles when the socket has closed: a write that failed (EPIPE) or a reset at any point counts,
 * even after the answer arrived, since a client that is still writing sees only the broken pipe.
 */
function send(
  path: string,
  method: string,
  size: number,
  headers: Record<string, string>,
  head: string | Buffer = '',
) {
  return new Promise<Outcome>((resolve) => {
    const outcome: Outcome = {};
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: { ...headers, 'content-length': String(size) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          outcome.status = res.statusCode!;
          outcome.body = body;
        });
        res.on('error', (e) => (outcome.error ??= (e as NodeJS.ErrnoException).code ?? e.message));
      },
    );
    req.on('error', (e) => (outcome.error ??= (e as NodeJS.ErrnoException).code ?? e.message));
    req.on('close', () => setImmediate(() => resolve(outcome)));
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    const first = Buffer.from(head);
    const write = () => {
      while (sent < size && !req.destroyed) {
        let piece = sent === 0 && first.length > 0 ? first : chunk;
        if (sent + piece.length > size) piece = piece.subarray(0, size - sent);
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const expect413 = (o: Outcome, errorCode: string) => {
  expect(o.error, 'the connection broke instead of answering').toBeUndefined();
  expect(o.status).toBe(413);
  expect(JSON.parse(o.body!)).toMatchObject({ success: false, errorCode });
};

describe('oversized bodies, on real sockets', () => {
  it('answers 40 bodies of 5 MB to a 1 MB endpoint with the 413 envelope, none reset', async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 40; i++) {
      outcomes.push(
        await send('/wps/member/password/email', 'POST', 5 * 1024 * 1024, {
          'content-type': 'application/json',
        }),
      );
    }
    expect(outcomes.filter((o) => o.error).map((o) => o.error)).toEqual([]);
    for (const o of outcomes) expect413(o, 'request.body.too.large');
  }, 300_000);

  it('answers a 20 MB JSON body with the 413 envelope, 5 times', async () => {
    for (let i = 0; i < 5; i++) {
      expect413(
        await send('/wps/session/renew', 'PUT', 20 * 1024 * 1024, {
          'content-type': 'application/json',
        }),
        'request.body.too.large',
      );
    }
  }, 300_000);

  it('answers feedback with a 6 MB image with 413 feedback.image.too.large, 5 times', async () => {
    const image = Buffer.alloc(6 * 1024 * 1024, 7);
    PNG_HEAD.copy(image);
    const form = feedbackForm('one two three four five six', [image]);
    for (let i = 0; i < 5; i++) {
      const o = await send(
        submitFeedback.path,
        'PUT',
        form.payload.length,
        { 'content-type': form.contentType, authorization: token },
        form.payload,
      );
      expect413(o, 'feedback.image.too.large');
    }
  }, 300_000);

  it('answers feedback over its upload limit (28 MB declared) with 413, unread and not reset', async () => {
    for (let i = 0; i < 5; i++) {
      expect413(
        await send(submitFeedback.path, 'PUT', 28 * 1024 * 1024, {
          'content-type': 'multipart/form-data; boundary=x',
          authorization: token,
        }),
        'request.body.too.large',
      );
    }
  }, 300_000);

  it('answers a 20 MB JSON feedback (the old base64 form) with 413 before parsing it', async () => {
    expect413(
      await send(submitFeedback.path, 'PUT', 20 * 1024 * 1024, {
        'content-type': 'application/json',
        authorization: token,
      }),
      'request.body.too.large',
    );
  }, 300_000);
});
