import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getGameList, getHotGames } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Cached catalogue answers go compressed to clients that accept it, compressed once per answer:
// on a slow phone connection the hot list (about 120 KB of JSON) is a few KB of brotli.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed catalogue answers', () => {
  it('sends brotli, or gzip, of the very JSON a client without compression gets', async () => {
    const plain = await get(getHotGames.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get(getHotGames.path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(getHotGames.path, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // Made once: the next request gets the same bytes.
    expect((await get(getHotGames.path, 'br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('honours q=0 and leaves errors alone', async () => {
    const refused = await get(`${getGameList.path}?gameType=RNG`, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toMatchObject({ success: true });
    const bad = await get(`${getGameList.path}?pageNo=abc`, 'br');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(bad.body)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
