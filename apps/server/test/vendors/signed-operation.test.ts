import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorWalletPath } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createMember } from '../helpers/accounts.ts';
import { failure } from '../helpers/envelope.ts';
import { fund, uid, vendorCall, walletMinor, walletValue } from '../helpers/vendor.ts';
import { signVendorCall, vendorSecret } from '../../src/vendors/signing.ts';

// Issue 19: a vendor's signature names its operation. The signed text is
// `<timestamp>.<METHOD> <path>.<raw body>`, so a body signed for /bet is no signature at /win.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function player(minor: number) {
  const m = await createMember(t.app);
  await fund(t.app, m.id, minor);
  return { id: m.id, base: { playerId: String(m.id), currency: 'BDT' } };
}

describe('vendor signatures name the operation', () => {
  it('refuses a bet body signed for /bet when it is sent to /win: the stake is never paid out', async () => {
    const p = await player(1_000);
    const roundId = uid('r');
    walletValue(
      await vendorCall(t.app, 'PG', 'bet', {
        ...p.base,
        txId: uid('b'),
        roundId,
        amountMinor: 100,
      }),
    );
    // The round's second bet, as the vendor signed it for /bet, replayed at /win.
    const secondBet = { ...p.base, txId: uid('b'), roundId, amountMinor: 300 };
    failure(
      await vendorCall(t.app, 'PG', 'win', secondBet, {
        signedPath: vendorWalletPath('PG', 'bet'),
      }),
      401,
      'vendor.signature.invalid',
    );
    expect(await walletMinor(t.app, p.id)).toBe(900);
    // Nothing was recorded for it: the round is still open and settles as the vendor meant.
    expect(
      walletValue(
        await vendorCall(t.app, 'PG', 'win', {
          ...p.base,
          txId: uid('w'),
          roundId,
          amountMinor: 0,
        }),
      ).balanceMinor,
    ).toBe(900);
  });

  it('refuses a rollback signed for /balance and a win body sent to /rollback', async () => {
    const p = await player(1_000);
    const roundId = uid('r');
    const betTxId = uid('b');
    walletValue(
      await vendorCall(t.app, 'PG', 'bet', { ...p.base, txId: betTxId, roundId, amountMinor: 100 }),
    );
    failure(
      await vendorCall(
        t.app,
        'PG',
        'rollback',
        { ...p.base, txId: uid('x'), roundId, betTxId, amountMinor: 100 },
        { signedPath: vendorWalletPath('PG', 'balance') },
      ),
      401,
      'vendor.signature.invalid',
    );
    failure(
      await vendorCall(
        t.app,
        'PG',
        'win',
        { ...p.base, txId: uid('w'), roundId, amountMinor: 500 },
        { signedPath: vendorWalletPath('PG', 'rollback') },
      ),
      401,
      'vendor.signature.invalid',
    );
    expect(await walletMinor(t.app, p.id)).toBe(900);
  });

  it("refuses a call signed for another vendor's path or another method", async () => {
    const p = await player(1_000);
    failure(
      await vendorCall(t.app, 'PG', 'balance', p.base, {
        signedPath: vendorWalletPath('PP', 'balance'),
      }),
      401,
      'vendor.signature.invalid',
    );
    failure(
      await vendorCall(t.app, 'PG', 'balance', p.base, { signedMethod: 'GET' }),
      401,
      'vendor.signature.invalid',
    );
    // The path is signed as sent: lower-case letters are another path.
    failure(
      await vendorCall(t.app, 'PG', 'balance', p.base, { signedPath: '/vendor/pg/wallet/balance' }),
      401,
      'vendor.signature.invalid',
    );
  });

  it('accepts exactly the documented text, `<timestamp>.POST <path>.<raw body>`, and ignores a query', async () => {
    const p = await player(4_200);
    const raw = JSON.stringify(p.base);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const path = '/vendor/PG/wallet/balance';
    const signature = createHmac('sha256', vendorSecret(t.app.config, 'PG'))
      .update(`${timestamp}.POST ${path}.${raw}`)
      .digest('hex');
    const send = (url: string, sig = signature) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          'x-vendor-timestamp': timestamp,
          'x-vendor-signature': sig,
        },
        payload: raw,
      });
    expect(walletValue(await send(path)).balanceMinor).toBe(4_200);
    expect(walletValue(await send(`${path}?trace=1`)).balanceMinor).toBe(4_200);
    // The former text (timestamp and body only) no longer signs anything.
    const former = createHmac('sha256', vendorSecret(t.app.config, 'PG'))
      .update(`${timestamp}.${raw}`)
      .digest('hex');
    failure(await send(path, former), 401, 'vendor.signature.invalid');
  });

  it("signs the README's example as the README says", () => {
    const rawBody =
      '{"playerId":"7","currency":"BDT","txId":"r1:bet","roundId":"r1","amountMinor":100,"gameId":"PG_0002","launchToken":"<launch token>"}';
    expect(
      signVendorCall('example-secret', '1795545054', {
        method: 'POST',
        path: '/vendor/PG/wallet/bet',
        rawBody,
      }),
    ).toBe('22adf5a6b95859d85c54fccf52d6068c210ba8b9ff833046f8e5691b8eba0a5f');
  });

  it('answers malformed signature headers with 401 envelopes', async () => {
    const p = await player(100);
    const raw = JSON.stringify(p.base);
    const path = vendorWalletPath('PG', 'balance');
    for (const headers of [
      { 'x-vendor-timestamp': 'soon', 'x-vendor-signature': 'a'.repeat(64) },
      { 'x-vendor-timestamp': '1', 'x-vendor-signature': 'A'.repeat(64) },
      { 'x-vendor-timestamp': String(Math.floor(Date.now() / 1000)), 'x-vendor-signature': 'ab' },
      { 'x-vendor-timestamp': '1'.repeat(13), 'x-vendor-signature': '0'.repeat(64) },
    ]) {
      failure(
        await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', ...headers },
          payload: raw,
        }),
        401,
        'vendor.signature.invalid',
      );
    }
  });
});
