import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_WORDS, submitFeedback } from '@app/contract';
import { authHeaders, signInAs } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

// Spec 5 "Dictionary limits": feedback between {0} and {1} words; png or jpg, at most 5 MB, 3 images.
let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await buildTestApp();
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

const put = (payload: unknown, tok: string | null = token) =>
  t.app.inject({
    method: 'PUT',
    url: submitFeedback.path,
    headers: tok ? authHeaders(tok) : {},
    payload: payload as Record<string, unknown>,
  });

const stored = async () =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback'))[0]!.n;
const storedImages = async () =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback_images'))[0]!.n;

describe('PUT /wps/feedback (spec 5)', () => {
  it('stores the text and its png and jpg images, and serves each back only as that image', async () => {
    const v = okValue(
      submitFeedback,
      await put({
        content: TEXT,
        images: [PNG.toString('base64'), `data:image/jpeg;base64,${JPEG.toString('base64')}`],
      }),
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

  it("answers someone else's image and a visitor as not there / not signed in", async () => {
    const v = okValue(
      submitFeedback,
      await put({ content: TEXT, images: [PNG.toString('base64')] }),
    );
    const url = v.images[0]!.url;
    failure(await t.app.inject({ url, headers: authHeaders(otherToken) }), 404, 'not.found');
    failure(await t.app.inject({ url }), 401, 'login.not.session');
  });

  it('refuses a visitor without storing anything', async () => {
    const before = await stored();
    failure(await put({ content: TEXT, images: [] }, null), 401, 'login.not.session');
    expect(await stored()).toBe(before);
  });

  it('refuses text under and over the word limits', async () => {
    const before = await stored();
    const short = failure(await put({ content: 'too short text' }), 400, 'feedback.content.length');
    expect(short.value).toMatchObject({ min: 5, max: FEEDBACK_MAX_WORDS, words: 3 });
    failure(await put({ content: '     ' }), 400, 'feedback.content.length');
    const long = Array.from({ length: FEEDBACK_MAX_WORDS + 1 }, () => 'word').join(' ');
    failure(await put({ content: long }), 400, 'feedback.content.length');
    expect(await stored()).toBe(before);
  });

  it('refuses a .jpg that is really text, a fourth image and a 6 MB image, storing nothing', async () => {
    const before = [await stored(), await storedImages()];
    failure(
      await put({
        content: TEXT,
        images: [PNG.toString('base64'), TEXT_AS_JPG.toString('base64')],
      }),
      415,
      'feedback.image.type',
    );
    failure(
      await put({ content: TEXT, images: Array.from({ length: 4 }, () => PNG.toString('base64')) }),
      400,
      'feedback.image.count',
    );
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    PNG.copy(big);
    failure(
      await put({ content: TEXT, images: [big.toString('base64')] }),
      413,
      'feedback.image.too.large',
    );
    failure(await put({ content: TEXT, images: ['not base64!'] }), 400, 'feedback.image.invalid');
    expect([await stored(), await storedImages()]).toEqual(before);
  });

  it('takes three images of exactly 5 MB', async () => {
    const max = Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES, 2);
    JPEG.copy(max);
    const b64 = max.toString('base64');
    const v = okValue(submitFeedback, await put({ content: TEXT, images: [b64, b64, b64] }));
    expect(v.images).toHaveLength(3);
    const img = await t.app.inject({ url: v.images[2]!.url, headers: authHeaders(token) });
    expect(img.rawPayload.length).toBe(FEEDBACK_MAX_IMAGE_BYTES);
  }, 300_000);
});
