import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Fetches a picture, asserts it is a PNG with long caching, and returns its bytes and size. */
async function png(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // The first chunk is IHDR: its length (4 bytes), type (4), then width and height (4 each).
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { bytes, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('/assets-cdn pictures', () => {
  it('draws a game icon as a 200x200 PNG with long caching', async () => {
    const [first, second] = await t.app.db.query<{ node_id: number }>(
      'SELECT node_id FROM games ORDER BY node_id LIMIT 2',
    );
    const icon = await png(`/assets-cdn/games/${first!.node_id}.png`);
    expect([icon.width, icon.height]).toEqual([200, 200]);
    const other = await png(`/assets-cdn/games/${second!.node_id}.png`);
    expect(other.bytes.equals(icon.bytes)).toBe(false);
  });

  it('draws the same picture every time, also for concurrent first requests', async () => {
    const [a, b] = await Promise.all([
      png('/assets-cdn/vendors/JILI.png'),
      png('/assets-cdn/vendors/JILI.png'),
    ]);
    const c = await png('/assets-cdn/vendors/JILI.png');
    expect([a.width, a.height]).toEqual([160, 160]);
    expect(b.bytes.equals(a.bytes)).toBe(true);
    expect(c.bytes.equals(a.bytes)).toBe(true);
  });

  it('answers the .svg names that databases seeded before store, as PNG', async () => {
    const [game] = await t.app.db.query<{ node_id: number }>(
      'SELECT node_id FROM games ORDER BY node_id LIMIT 1',
    );
    for (const [svg, pngName] of [
      [`/assets-cdn/games/${game!.node_id}.svg`, `/assets-cdn/games/${game!.node_id}.png`],
      ['/assets-cdn/vendors/PG.svg', '/assets-cdn/vendors/PG.png'],
      ['/assets-cdn/banners/welcome-bonus-1.svg', '/assets-cdn/banners/welcome-bonus-1.png'],
    ]) {
      expect((await png(svg!)).bytes.equals((await png(pngName!)).bytes)).toBe(true);
    }
  });

  it('serves vendor icons under the spec 9 names {vendor}-WHITE.png and -BLACK.png', async () => {
    const plain = await png('/assets-cdn/vendors/TCG_SEA.png');
    for (const file of ['TCG_SEA-WHITE.png', 'TCG_SEA-BLACK.png']) {
      expect((await png(`/assets-cdn/vendors/${file}`)).bytes.equals(plain.bytes)).toBe(true);
    }
    failure(await t.app.inject({ url: '/assets-cdn/vendors/PG-GREEN.png' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/vendors/NOPE-WHITE.png' }), 404, 'not.found');
  });

  it('answers 404 for a game or vendor that does not exist, or a name it does not know', async () => {
    failure(await t.app.inject({ url: '/assets-cdn/games/1.png' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/games/1.svg' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/vendors/NOPE.png' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/games/abc.png' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/banners/welcome.gif' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/banners/-x.png' }), 404, 'not.found');
  });

  it('draws banner pictures, 750x300, from their name', async () => {
    const banner = await png('/assets-cdn/banners/welcome-bonus.png');
    expect([banner.width, banner.height]).toEqual([750, 300]);
    const other = await png('/assets-cdn/banners/weekend-reload.png');
    expect(other.bytes.equals(banner.bytes)).toBe(false);
  });
});
