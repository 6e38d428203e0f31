import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_WORDS,
  loginFreeplay,
  submitFeedback,
} from '@app/contract';
import { authHeaders, signInAs } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { feedbackForm, multipart, type Part } from '../helpers/multipart.ts';

// Spec 5 "Dictionary limits": feedback between {0} and {1} words; png or jpg, at most 5 MB, 3 images.
// Issue 19: multipart, read as a stream; trial accounts send text only; a quota per member per day.
let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { FEEDBACK_PER_DAY: '1000', FEEDBACK_IMAGE_MB_PER_DAY: '1000' } });
  token = (await signInAs(t.app, 'player01', 'Player123')).token;
  otherToken = (await signInAs(t.app, 'downline01', 'Player123')).token;
});
afterAll(() => t?.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-rest-of-a-png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-rest')]);
const TEXT_AS_JPG = Buffer.from('<html><script>alert(1)</script></html>');
const TEXT = 'The deposit by bKash was not credited after ten minutes';

type Form = { payload: Buffer; contentType: string };

const put = (form: Form, tok: string | null = token, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: submitFeedback.path,
    headers: { ...(tok ? authHeaders(tok) : {}), 'content-type': form.contentType },
    payload: form.payload,
  });
const send = (parts: Part[], tok: string | null = token) => put(multipart(parts), tok);

const stored = async () =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback'))[0]!.n;
const storedImages = async () =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback_images'))[0]!.n;
const counts = async () => [await stored(), await storedImages()];

describe('PUT /wps/feedback (spec 5)', () => {
  it('stores the text and its png and jpg images, and serves each back only as that image', async () => {
    const v = okValue(
      submitFeedback,
      await send([
        { name: 'content', value: TEXT },
        { name: 'images', filename: 'a.png', type: 'image/png', bytes: PNG },
        // The declared type is not believed either way: these bytes are a jpeg.
        { name: 'images', filename: 'b.png', type: 'image/png', bytes: JPEG },
      ]),
    );
    expect(v.images.map((i) => i.type)).toEqual(['image/png', 'image/jpeg']);
    const [row] = await t.app.db.query<{ content: string }>(
      'SELECT content FROM feedback WHERE id = $1',
      [v.id],
    );
    expect(row!.content).toBe(TEXT);

    const png = await t.app.inject({ url: v.images[0]!.url, headers: authHeaders(token) });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-security-policy']).toContain('sandbox');
    expect(png.headers['content-security-policy']).toContain("default-src 'none'");
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const jpg = await t.app.inject({ url: v.images[1]!.url, headers: authHeaders(token) });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.rawPayload.equals(JPEG)).toBe(true);
  });

  it('takes text alone, also as the browser FormData sends it', async () => {
    const form = new FormData();
    form.append('content', TEXT);
    const res = await t.app.inject({
      method: 'PUT',
      url: submitFeedback.path,
      headers: authHeaders(token),
      payload: form,
    });
    expect(okValue(submitFeedback, res).images).toEqual([]);
  });

  it("answers someone else's image and a visitor as not there / not signed in", async () => {
    const v = okValue(submitFeedback, await put(feedbackForm(TEXT, [PNG])));
    const url = v.images[0]!.url;
    failure(await t.app.inject({ url, headers: authHeaders(otherToken) }), 404, 'not.found');
    failure(await t.app.inject({ url }), 401, 'login.not.session');
  });

  it('refuses a visitor without storing anything', async () => {
    const before = await stored();
    failure(await put(feedbackForm(TEXT), null), 401, 'login.not.session');
    expect(await stored()).toBe(before);
  });

  it('refuses text under and over the word limits, and a form without text', async () => {
    const before = await stored();
    const short = failure(
      await put(feedbackForm('too short text')),
      400,
      'feedback.content.length',
    );
    expect(short.value).toMatchObject({ min: 5, max: FEEDBACK_MAX_WORDS, words: 3 });
    failure(await put(feedbackForm('     ')), 400, 'feedback.content.length');
    const long = Array.from({ length: FEEDBACK_MAX_WORDS + 1 }, () => 'word').join(' ');
    failure(await put(feedbackForm(long)), 400, 'feedback.content.length');
    failure(await send([]), 400, 'feedback.content.length');
    expect(await stored()).toBe(before);
  });

  it('refuses a .jpg that is really text, a fourth image, a 6 MB and an empty image, storing nothing', async () => {
    const before = await counts();
    failure(await put(feedbackForm(TEXT, [PNG, TEXT_AS_JPG])), 415, 'feedback.image.type');
    failure(await put(feedbackForm(TEXT, [PNG, PNG, PNG, PNG])), 400, 'feedback.image.count');
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    PNG.copy(big);
    failure(await put(feedbackForm(TEXT, [big])), 413, 'feedback.image.too.large');
    const justOver = Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES + 1, 1);
    PNG.copy(justOver);
    failure(await put(feedbackForm(TEXT, [justOver])), 413, 'feedback.image.too.large');
    failure(await put(feedbackForm(TEXT, [Buffer.alloc(0)])), 400, 'feedback.image.invalid');
    failure(
      await put(feedbackForm(TEXT, [Buffer.from([0x89, 0x50])])),
      400,
      'feedback.image.invalid',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses forms it does not know, JSON and malformed bodies with 4xx, storing nothing', async () => {
    const before = await counts();
    const image = { name: 'images', filename: 'a.png', type: 'image/png', bytes: PNG };
    // An image before the text, an unknown field, an unknown file, the text twice.
    failure(await send([image, { name: 'content', value: TEXT }]), 400, 'request_param_err');
    failure(
      await send([
        { name: 'content', value: TEXT },
        { name: 'x', value: '1' },
      ]),
      400,
      'request.body.invalid',
    );
    failure(await send([{ name: 'x', value: TEXT }]), 400, 'request_param_err');
    failure(
      await send([
        { name: 'content', value: TEXT },
        { ...image, name: 'avatar' },
      ]),
      400,
      'request_param_err',
    );
    // A body cut short, and a multipart type without its boundary.
    const cut = multipart([{ name: 'content', value: TEXT }, image], { end: false });
    failure(
      await put({ ...cut, payload: cut.payload.subarray(0, -10) }),
      400,
      'request.body.invalid',
    );
    failure(
      await put({ payload: Buffer.from('x'), contentType: 'multipart/form-data' }),
      400,
      'request.body.invalid',
    );
    // JSON (the earlier base64 form) is no longer read: small ones 415, large ones 413 unread.
    const json = (payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: submitFeedback.path,
        headers: { ...authHeaders(token), 'content-type': 'application/json' },
        payload,
      });
    failure(
      await json(JSON.stringify({ content: TEXT, images: [] })),
      415,
      'request.media.unsupported',
    );
    const b64 = Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES, 3).toString('base64');
    const twentyMb = JSON.stringify({ content: TEXT, images: [b64, b64, b64] });
    failure(await json(twentyMb), 413, 'request.body.too.large');
    failure(
      await put({ payload: Buffer.from(TEXT), contentType: 'text/plain' }),
      415,
      'request.media.unsupported',
    );
    expect(await counts()).toEqual(before);
  });

  it('takes three images of exactly 5 MB, and gives each back byte for byte', async () => {
    const max = Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES);
    for (let i = 0; i < max.length; i += 4) max.writeUInt32LE(i, i);
    JPEG.copy(max);
    const v = okValue(submitFeedback, await put(feedbackForm(TEXT, [max, max, max], 'image/jpeg')));
    expect(v.images).toHaveLength(3);
    const img = await t.app.inject({ url: v.images[2]!.url, headers: authHeaders(token) });
    expect(img.rawPayload.length).toBe(FEEDBACK_MAX_IMAGE_BYTES);
    expect(img.rawPayload.equals(max)).toBe(true);
    // Stored in parts of 256 KB (migration 024): no statement carries a whole picture.
    const [parts] = await t.app.db.query<{ n: number; largest: number }>(
      `SELECT count(*)::int AS n, max(octet_length(bytes))::int AS largest
         FROM feedback_image_parts WHERE image_id = $1`,
      [v.images[2]!.id],
    );
    expect(parts).toEqual({ n: 20, largest: 262_144 });
  }, 300_000);
});

describe('feedback of trial accounts (issue 19)', () => {
  let trial: string;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'POST', url: loginFreeplay.path });
    trial = okValue(loginFreeplay, res).token;
  });

  it('takes their text, refuses any picture, and refuses a large body unread', async () => {
    okValue(submitFeedback, await put(feedbackForm(TEXT), trial));
    const before = await counts();
    failure(await put(feedbackForm(TEXT, [PNG]), trial), 403, 'trial.restricted');
    const big = Buffer.alloc(2 * 1024 * 1024, 1);
    PNG.copy(big);
    failure(await put(feedbackForm(TEXT, [big]), trial), 403, 'trial.restricted');
    expect(await counts()).toEqual(before);
  });
});

describe('the daily feedback quota per member (issue 19)', () => {
  let q: TestApp;
  beforeAll(async () => {
    q = await buildTestApp({ env: { FEEDBACK_PER_DAY: '2', FEEDBACK_IMAGE_MB_PER_DAY: '7' } });
  });
  afterAll(() => q?.close());
  const fiveMb = Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES, 4);
  PNG.copy(fiveMb);
  const countsOf = async (memberId: number) =>
    (
      await q.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM feedback WHERE member_id = $1',
        [memberId],
      )
    )[0]!.n;

  it('refuses a member the third feedback of the day, and no one else', async () => {
    const a = await signInAs(q.app, 'downline02', 'Player123');
    const b = await signInAs(q.app, 'downline03', 'Player123');
    okValue(submitFeedback, await put(feedbackForm(TEXT), a.token, q.app));
    okValue(submitFeedback, await put(feedbackForm(TEXT), a.token, q.app));
    const third = failure(
      await put(feedbackForm(TEXT), a.token, q.app),
      429,
      'feedback.daily.limit',
    );
    expect(third.message).toMatch(/2 feedback a day/);
    okValue(submitFeedback, await put(feedbackForm(TEXT), b.token, q.app));
  });

  it('refuses pictures past the megabytes of the day, storing nothing of that feedback', async () => {
    const m = await signInAs(q.app, 'downline04', 'Player123');
    okValue(submitFeedback, await put(feedbackForm(TEXT, [fiveMb]), m.token, q.app));
    const before = await countsOf(m.id);
    failure(await put(feedbackForm(TEXT, [fiveMb]), m.token, q.app), 429, 'feedback.daily.limit');
    expect(await countsOf(m.id)).toBe(before);
    // Text alone still fits in the day.
    okValue(submitFeedback, await put(feedbackForm(TEXT), m.token, q.app));
  }, 120_000);

  it('lets parallel uploads pass the quota only as far as it goes', async () => {
    const m = await signInAs(q.app, 'downline05', 'Player123');
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => put(feedbackForm(TEXT), m.token, q.app)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
    expect(await countsOf(m.id)).toBe(2);
  });
});
