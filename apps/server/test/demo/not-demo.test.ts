import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devExpireSms,
  devGetCaptchaAnswer,
  devGetHealth,
  devGetOutbox,
  devSettleAgents,
  devUpdateGame,
  devUpdateMerchant,
  getHealthz,
  launchGame,
  sendSmsNoLogin,
} from '@app/contract';
import { loadConfig } from '../../src/config.ts';
import { vendorSecret } from '../../src/vendors/signing.ts';
import { buildTestApp, notDemoEnv, type TestApp } from '../helpers/build-test-app.ts';
import { authHeaders, createMember, signInAs } from '../helpers/accounts.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { oneDatabase } from '../helpers/one-database.ts';
import { fund, uid, vendorCall, walletMinor } from '../helpers/vendor.ts';
import { member, submittedOrder } from '../cashier/cashier-support.ts';

// Issue 19 "safe by default": without DEMO=1 (and with NODE_ENV unset, as `node dist/server.js`
// runs) the server has none of what the demo adds.

const count = async (t: TestApp, table: string) =>
  Number((await t.app.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

describe('outside demo mode, on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: notDemoEnv });
  });
  afterAll(() => t?.close());

  it('has no /dev routes: each is a 404 in the envelope, and none is described', async () => {
    const calls = [
      { url: devGetHealth.path },
      { url: `${devGetOutbox.path}?to=8801711000001` },
      { url: devGetCaptchaAnswer.path.replace(':captchaId', 'abc') },
      { url: '/dev/support/messages' },
      { method: 'PUT', url: devUpdateMerchant.path, payload: { maintenance: true } },
      { method: 'PUT', url: devUpdateGame.path, payload: { nodeId: 1, isHot: true } },
      {
        method: 'POST',
        url: devExpireSms.path,
        payload: { mobileNum: '1711000001', countryDialingCode: '880' },
      },
      { method: 'POST', url: devSettleAgents.path, payload: {} },
    ] as const;
    for (const c of calls) failure(await t.app.inject(c), 404, 'not.found');
    const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dev'))).toEqual([]);
    expect(okValue(getHealthz, await t.app.inject({ url: '/healthz' }))).toEqual({
      status: 'ok',
    });
  });

  it('has no demo merchant, accounts, games or money', async () => {
    for (const table of ['merchants', 'members', 'games', 'accounts', 'seed_runs']) {
      expect(await count(t, table)).toBe(0);
    }
    expect(t.config).toMatchObject({ demo: false, autoApproveSeconds: 0 });
  });

  it('has no demo vendor: its page, files and calls are 404 in the envelope', async () => {
    for (const c of [
      { url: '/demo-vendor/assets/demo-game.js' },
      { url: '/demo-vendor/assets/demo-game.css' },
      { url: `/demo-vendor/play?token=${'a'.repeat(20)}.${'b'.repeat(43)}` },
      { method: 'POST', url: '/demo-vendor/api/spin', payload: { token: 'x'.repeat(30) } },
      { method: 'POST', url: '/demo-vendor/api/state', payload: { token: 'x'.repeat(30) } },
    ] as const) {
      failure(await t.app.inject(c), 404, 'not.found');
    }
  });
});

/**
 * A database a demo server used, then opened outside demo mode: refused while it carries the demo
 * seed; with the seed's record removed (as an operator who cleaned it up would), the demo's
 * members and games are there, and still nothing of the demo works on them.
 */
describe('outside demo mode, on a database a demo server used', () => {
  const db = oneDatabase();
  let demo: TestApp;
  let t: TestApp;
  let orderId: string;
  let p: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    demo = await db.start({ DEMO_AUTO_APPROVE_SECONDS: '0' });
    await demo.app.autoApprover.pause();
    p = await member(demo.app);
    orderId = (await submittedOrder(p, { amount: '1000' })).orderId;
    await expect(db.start(notDemoEnv)).rejects.toThrow(
      /holds the demo seed \(demo:demo: accounts with published passwords\)/,
    );
    await demo.app.db.query("DELETE FROM seed_runs WHERE name = 'demo:demo'");
    t = await db.start(notDemoEnv);
    await t.app.autoApprover.pause();
  });
  afterAll(() => db.close());

  it('approves no deposit, however long it has waited', async () => {
    await t.app.db.query(
      `UPDATE deposit_orders SET updated_at = now() - interval '1 day' WHERE order_id = $1`,
      [orderId],
    );
    const tick = await t.app.autoApprover.runOnce();
    expect(tick.changed['deposits.approve']).toBe(0);
    const [order] = await t.app.db.query<{ status: string }>(
      'SELECT status FROM deposit_orders WHERE order_id = $1',
      [orderId],
    );
    expect(order!.status).toBe('submitted');
    const { token } = await signInAs(t.app, p.username, 'Secret123');
    const balance = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: authHeaders(token),
    });
    expect(JSON.parse(balance.body).value.sumBalanceMinor).toBe(0);
  });

  it('takes no wallet call signed with the public demo seed: nobody can mint money', async () => {
    const m = await createMember(t.app);
    await fund(t.app, m.id, 100);
    const base = { playerId: String(m.id), currency: 'BDT' };
    const publicSecret = vendorSecret(loadConfig({ DEMO: '1' }), 'PG');
    const roundId = uid('r');
    const bet = { ...base, txId: uid('b'), roundId, amountMinor: 1, gameId: 'PG_0002' };
    const win = { ...base, txId: uid('w'), roundId, amountMinor: 10_000_000 };
    failure(
      await vendorCall(t.app, 'PG', 'bet', bet, { secret: publicSecret }),
      401,
      'vendor.signature.invalid',
    );
    failure(
      await vendorCall(t.app, 'PG', 'win', win, { secret: publicSecret }),
      401,
      'vendor.signature.invalid',
    );
    expect(await walletMinor(t.app, m.id)).toBe(100);
    // The server's own secret (from its VENDOR_SECRET_SEED) is what a real vendor signs with.
    expect((await vendorCall(t.app, 'PG', 'bet', bet)).statusCode).toBe(200);
    expect(await walletMinor(t.app, m.id)).toBe(99);
  });

  it('launches no game through the demo vendor', async () => {
    const { token } = await signInAs(t.app, p.username, 'Secret123');
    // The demo's PG game that a demo server launches (vendors/demo-round.test.ts).
    const q = new URLSearchParams({ gameCategory: 'RNG', vendor: 'PG', nodeId: '10001' });
    const res = await t.app.inject({ url: `${launchGame.path}?${q}`, headers: authHeaders(token) });
    failure(res, 403, 'function.not.available');
    const played = await demo.app.inject({
      url: `${launchGame.path}?${q}`,
      headers: authHeaders((await signInAs(demo.app, p.username, 'Secret123')).token),
    });
    expect(okValue(launchGame, played).gameUrl).toMatch(/^\/demo-vendor\/play\?token=/);
  });

  it('sends SMS codes to nobody who can read them here', async () => {
    await t.app.inject({
      method: 'POST',
      url: sendSmsNoLogin.path,
      payload: { mobileNum: '1711000001', countryDialingCode: '880', purpose: 'login' },
    });
    failure(await t.app.inject({ url: `${devGetOutbox.path}?to=8801711000001` }), 404, 'not.found');
  });
});
