import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFreeplay } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { walletMinor } from '../helpers/vendor.ts';
import { fundedMember, open as openGame, type Spin } from './demo-game.ts';

// The demo vendor settles rounds by HTTP calls to this server's own seamless wallet, so the app
// listens on a real port here and the page's calls go over the network too.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const open = (token: string, q: Record<string, string>) => openGame(t.app, base, token, q);
const member = (minor: number) => fundedMember(t.app, minor);

describe('demo vendor: a round end to end over HTTP', () => {
  it('serves a page that works under the CSP: scripts and styles are files', async () => {
    const p = await member(1_000);
    const game = await open(p.token, { nodeId: '10001' });
    expect(game.page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(game.html).toContain('src="/demo-vendor/assets/demo-game.js"');
    // Only the non-executable JSON block: no inline script for the CSP to block.
    expect(game.html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    for (const file of ['demo-game.js', 'demo-game.css']) {
      expect((await fetch(`${base}/demo-vendor/assets/${file}`)).status).toBe(200);
    }
    // Names every object has are no files of the vendor's (they used to answer 500).
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const res = await fetch(`${base}/demo-vendor/assets/${name}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    }
    expect(game.html).toMatch(/<label for="stake">/);
    expect(game.html).toMatch(/<button type="submit" id="spin">/);
  });

  it('settles a real round through the wallet: balance changes by win - stake, one bet row', async () => {
    const p = await member(10_000);
    const game = await open(p.token, { nodeId: '10001' });
    expect(game.accountType).toBe(1);
    expect(await game.state()).toBe(10_000);
    let expected = 10_000;
    for (let i = 0; i < 5; i++) {
      const res = await game.spin(200);
      expect(res.status).toBe(200);
      const v = res.body.value as Spin;
      expect(v.grid).toHaveLength(9);
      expected += v.winMinor - 200;
      expect(v.balanceMinor).toBe(expected);
    }
    expect(await walletMinor(t.app, p.id)).toBe(expected);
    const bets = await t.app.db.query<{ stake_minor: number; win_minor: number; node_id: number }>(
      'SELECT stake_minor, win_minor, node_id FROM bets WHERE member_id = $1',
      [p.id],
    );
    expect(bets).toHaveLength(5);
    expect(bets.every((b) => b.stake_minor === 200 && b.node_id === 10_001)).toBe(true);
    expect(10_000 + bets.reduce((s, b) => s + b.win_minor - b.stake_minor, 0)).toBe(expected);
  });

  it('refuses a stake above the balance with wallet.insufficient.funds, moving nothing', async () => {
    const p = await member(150);
    const game = await open(p.token, { nodeId: '10001' });
    const res = await game.spin(200);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('wallet.insufficient.funds');
    expect(await walletMinor(t.app, p.id)).toBe(150);
    const bad = await game.spin(123);
    expect(bad.status).toBe(400);
  });

  it("free play of a real member never touches the member's real money", async () => {
    const p = await member(10_000);
    const game = await open(p.token, { nodeId: '10002', freeplay: '1' });
    expect(game.accountType).toBe(0);
    expect(game.html).toMatch(/ফ্রি প্লে/);
    const start = await game.state();
    const entries = await t.app.db.query('SELECT id FROM journal_entries');
    const res = await game.spin(1_000);
    expect(res.status).toBe(200);
    const v = res.body.value as Spin;
    expect(v.balanceMinor).toBe(start - 1_000 + v.winMinor);
    expect(await walletMinor(t.app, p.id)).toBe(10_000);
    expect(await t.app.db.query('SELECT id FROM journal_entries')).toHaveLength(entries.length);
    expect(await t.app.db.query('SELECT id FROM bets WHERE member_id = $1', [p.id])).toEqual([]);
  });

  it("a trial member plays the trial wallet's play money; the game house never moves", async () => {
    const res = await t.app.inject({ method: 'POST', url: loginFreeplay.path });
    const session = okValue(loginFreeplay, res);
    const game = await open(session.token, { nodeId: '10002' });
    expect(game.accountType).toBe(0);
    const house = await t.app.db.query<{ s: string }>(
      `SELECT COALESCE(SUM(l.amount_minor), 0)::text AS s FROM journal_lines l
         JOIN accounts a ON a.id = l.account_id WHERE a.kind IN ('game_house', 'house_cash')`,
    );
    const before = await walletMinor(t.app, session.id);
    const v = (await game.spin(500)).body.value as Spin;
    expect(await walletMinor(t.app, session.id)).toBe(before - 500 + v.winMinor);
    expect(
      await t.app.db.query(
        `SELECT COALESCE(SUM(l.amount_minor), 0)::text AS s FROM journal_lines l
           JOIN accounts a ON a.id = l.account_id WHERE a.kind IN ('game_house', 'house_cash')`,
      ),
    ).toEqual(house);
    const [bet] = await t.app.db.query<{ is_free_play: boolean }>(
      'SELECT is_free_play FROM bets WHERE member_id = $1',
      [session.id],
    );
    expect(bet!.is_free_play).toBe(true);
  });

  it('shows an ended page for a forged or unknown launch token', async () => {
    const res = await fetch(`${base}/demo-vendor/play?token=${'a'.repeat(20)}.${'b'.repeat(43)}`);
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('href="/m/home"');
    const api = await fetch(`${base}/demo-vendor/api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(30), stakeMinor: 100 }),
    });
    expect(api.status).toBe(401);
  });
});
