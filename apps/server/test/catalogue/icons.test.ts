import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('/assets-cdn pictures', () => {
  it('draws a game icon with the game name and long caching', async () => {
    const [game] = await t.app.db.query<{ node_id: number; name: string }>(
      'SELECT node_id, name FROM games ORDER BY node_id LIMIT 1',
    );
    const res = await t.app.inject({ url: `/assets-cdn/games/${game!.node_id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain(`aria-label="${game!.name}"`);
  });

  it('draws the same picture every time', async () => {
    const a = await t.app.inject({ url: '/assets-cdn/vendors/JILI.svg' });
    const b = await t.app.inject({ url: '/assets-cdn/vendors/JILI.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('>JI<');
  });

  it('serves vendor icons under the spec 9 names {vendor}-WHITE.png and -BLACK.png', async () => {
    const plain = await t.app.inject({ url: '/assets-cdn/vendors/TCG_SEA.svg' });
    for (const file of ['TCG_SEA-WHITE.png', 'TCG_SEA-BLACK.png']) {
      const res = await t.app.inject({ url: `/assets-cdn/vendors/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toBe(plain.body);
    }
    failure(await t.app.inject({ url: '/assets-cdn/vendors/PG-GREEN.png' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/vendors/NOPE-WHITE.png' }), 404, 'not.found');
  });

  it('answers 404 for a game or vendor that does not exist', async () => {
    failure(await t.app.inject({ url: '/assets-cdn/games/1.svg' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/vendors/NOPE.svg' }), 404, 'not.found');
    failure(await t.app.inject({ url: '/assets-cdn/games/abc.png' }), 404, 'not.found');
  });

  it('draws banner pictures from their name', async () => {
    const res = await t.app.inject({ url: '/assets-cdn/banners/welcome-bonus.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Welcome Bonus');
  });
});
