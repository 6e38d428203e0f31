import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createMember } from '../helpers/accounts.ts';
import { failure } from '../helpers/envelope.ts';
import { fund, uid, vendorCall, walletMinor, walletValue } from '../helpers/vendor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A fresh member with `minor` in the wallet, and a call maker for it. */
async function player(minor = 10_000) {
  const m = await createMember(t.app);
  await fund(t.app, m.id, minor);
  const base = { playerId: String(m.id), currency: 'BDT' };
  return {
    id: m.id,
    base,
    bet: (txId: string, roundId: string, amountMinor: number, vendor = 'PG') =>
      vendorCall(t.app, vendor, 'bet', { ...base, txId, roundId, amountMinor, gameId: 'PG_0002' }),
    win: (txId: string, roundId: string, amountMinor: number, vendor = 'PG') =>
      vendorCall(t.app, vendor, 'win', { ...base, txId, roundId, amountMinor }),
    rollback: (txId: string, betTxId: string, roundId: string, amountMinor: number) =>
      vendorCall(t.app, 'PG', 'rollback', { ...base, txId, betTxId, roundId, amountMinor }),
  };
}

/** The `n` of a `SELECT count(*) AS n ...`. */
const countOf = async (sql: string, params: unknown[] = []) =>
  Number((await t.app.db.query<{ n: number }>(sql, params))[0]!.n);
const journalCount = () => countOf('SELECT count(*) AS n FROM journal_entries');

describe('seamless wallet: balance, bet and win', () => {
  it('answers the balance as the ledger sums it', async () => {
    const p = await player(12_345);
    const v = walletValue(await vendorCall(t.app, 'PG', 'balance', p.base));
    expect(v).toMatchObject({ playerId: p.base.playerId, currency: 'BDT', balanceMinor: 12_345 });
    expect(v.balance).toBe(123.45);
    expect(await walletMinor(t.app, p.id)).toBe(12_345);
  });

  it('debits a bet, credits a win, closes the round and writes one bet row', async () => {
    const p = await player(10_000);
    const round = uid('r');
    expect(walletValue(await p.bet(uid('b'), round, 300)).balanceMinor).toBe(9_700);
    expect(walletValue(await p.win(uid('w'), round, 750)).balanceMinor).toBe(10_450);
    expect(await walletMinor(t.app, p.id)).toBe(10_450);
    const bets = await t.app.db.query(
      'SELECT vendor, node_id, stake_minor, win_minor, is_free_play FROM bets WHERE round_id = $1',
      [round],
    );
    expect(bets).toEqual([
      { vendor: 'PG', node_id: 10_002, stake_minor: 300, win_minor: 750, is_free_play: false },
    ]);
  });

  it('closes a round with a win of 0 and moves nothing for it', async () => {
    const p = await player(1_000);
    const round = uid('r');
    await p.bet(uid('b'), round, 100);
    const before = await journalCount();
    expect(walletValue(await p.win(uid('w'), round, 0)).balanceMinor).toBe(900);
    expect(await journalCount()).toBe(before);
    failure(await p.win(uid('w'), round, 10), 409, 'vendor.round.closed');
    failure(await p.bet(uid('b'), round, 10), 409, 'vendor.round.closed');
  });

  it('opens the wallet of a member an older database left without one, at the first call', async () => {
    const m = await createMember(t.app);
    const wallets = () =>
      countOf(
        "SELECT count(*) AS n FROM accounts WHERE owner_member_id = $1 AND kind = 'member_wallet'",
        [m.id],
      );
    await t.app.db.query(
      "DELETE FROM accounts WHERE owner_member_id = $1 AND kind = 'member_wallet'",
      [m.id],
    );
    expect(await wallets()).toBe(0);
    const base = { playerId: String(m.id), currency: 'BDT' };
    const bet = (amountMinor: number, roundId = uid('r')) =>
      vendorCall(t.app, 'PG', 'bet', { ...base, txId: uid('b'), roundId, amountMinor });
    failure(await bet(100), 409, 'wallet.insufficient.funds');
    expect(await wallets()).toBe(1);
    await fund(t.app, m.id, 1_000);
    expect(walletValue(await bet(300)).balanceMinor).toBe(700);
    expect(await wallets()).toBe(1);
  });

  it('answers a money call of an unknown player or in another currency with 4xx, storing nothing', async () => {
    const p = await player();
    const round = uid('r');
    const calls = () =>
      countOf('SELECT count(*) AS n FROM vendor_transactions WHERE round_id = $1', [round]);
    const win = (body: Record<string, unknown>) =>
      vendorCall(t.app, 'PG', 'win', { ...p.base, txId: uid('w'), roundId: round, ...body });
    failure(await win({ amountMinor: 5, playerId: '999999999' }), 404, 'not.found');
    failure(await win({ amountMinor: 5, currency: 'USD' }), 400, 'request_param_err');
    failure(
      await win({ amountMinor: 5, playerId: '999999999', currency: 'USD' }),
      404,
      'not.found',
    );
    expect(await calls()).toBe(0);
    expect(await walletMinor(t.app, p.id)).toBe(10_000);
  });

  it('wallet_call itself refuses amounts the contract never sends, moving nothing', async () => {
    const p = await player(1_000);
    const [house] = await t.app.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE kind = 'game_house' ORDER BY id LIMIT 1",
    );
    const call = (kind: string, amount: number) =>
      t.app.db.query(
        `SELECT wallet_call('PG', $1, $2, 'demo', 'BDT', 'Asia/Dhaka', $3, $3, 'BDT', $4, $5, $6,
           NULL, NULL, repeat('a', 64), '{}'::jsonb, NULL)`,
        [kind, p.id, house!.id, uid('x'), uid('r'), amount],
      );
    await expect(call('bet', 0)).rejects.toThrow(/out of range/);
    await expect(call('rollback', 0)).rejects.toThrow(/out of range/);
    await expect(call('win', -1)).rejects.toThrow(/out of range/);
    expect(await walletMinor(t.app, p.id)).toBe(1_000);
  });

  it('refuses a win for an unknown round', async () => {
    const p = await player();
    failure(await p.win(uid('w'), uid('nope'), 100), 404, 'vendor.round.unknown');
  });

  it('refuses a bet above the balance and moves nothing', async () => {
    const p = await player(500);
    const before = await journalCount();
    const body = failure(await p.bet(uid('b'), uid('r'), 501), 409, 'wallet.insufficient.funds');
    expect(body.message).toMatch(/insufficient/i);
    expect(await journalCount()).toBe(before);
    expect(await walletMinor(t.app, p.id)).toBe(500);
  });
});

describe('seamless wallet: disabled members', () => {
  it('refuses new stakes but still pays the win of an open round', async () => {
    const p = await player(1_000);
    const round = uid('r');
    await p.bet(uid('b'), round, 100);
    await t.app.db.query('UPDATE members SET disabled = true WHERE id = $1', [p.id]);
    failure(await p.bet(uid('b'), uid('r'), 100), 403, 'member.disabled');
    expect(walletValue(await p.win(uid('w'), round, 300)).balanceMinor).toBe(1_200);
  });
});

describe('seamless wallet: idempotency by transaction id', () => {
  it('answers a repeated bet exactly as the first time and moves nothing', async () => {
    const p = await player(5_000);
    const tx = uid('b');
    const round = uid('r');
    const first = await p.bet(tx, round, 1_000);
    const entries = await journalCount();
    const again = await p.bet(tx, round, 1_000);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await journalCount()).toBe(entries);
    expect(await walletMinor(t.app, p.id)).toBe(4_000);
  });

  it('repeats a refusal too, even after the balance would allow it', async () => {
    const p = await player(100);
    const tx = uid('b');
    const round = uid('r');
    failure(await p.bet(tx, round, 200), 409, 'wallet.insufficient.funds');
    await fund(t.app, p.id, 1_000);
    failure(await p.bet(tx, round, 200), 409, 'wallet.insufficient.funds');
    expect(await walletMinor(t.app, p.id)).toBe(1_100);
  });

  it('refuses the same transaction id with a different body (409 conflict)', async () => {
    const p = await player(5_000);
    const tx = uid('b');
    const round = uid('r');
    await p.bet(tx, round, 100);
    failure(await p.bet(tx, round, 200), 409, 'vendor.transaction.conflict');
    failure(await p.win(tx, round, 100), 409, 'vendor.transaction.conflict');
    expect(await walletMinor(t.app, p.id)).toBe(4_900);
  });

  it('keeps transaction ids per vendor', async () => {
    const p = await player(5_000);
    const tx = uid('b');
    walletValue(await p.bet(tx, uid('r'), 100, 'PG'));
    walletValue(await p.bet(tx, uid('r'), 100, 'PP'));
    expect(await walletMinor(t.app, p.id)).toBe(4_800);
  });
});

describe('seamless wallet: rollback', () => {
  it('refunds a bet once, whatever rollback ids follow', async () => {
    const p = await player(2_000);
    const bet = uid('b');
    const round = uid('r');
    await p.bet(bet, round, 500);
    expect(walletValue(await p.rollback(uid('x'), bet, round, 500)).balanceMinor).toBe(2_000);
    expect(walletValue(await p.rollback(uid('x'), bet, round, 500)).balanceMinor).toBe(2_000);
    expect(await walletMinor(t.app, p.id)).toBe(2_000);
    const [r] = await t.app.db.query<{ status: string }>(
      'SELECT status FROM game_rounds WHERE round_id = $1',
      [round],
    );
    expect(r!.status).toBe('cancelled');
    failure(await p.win(uid('w'), round, 100), 409, 'vendor.round.closed');
  });

  it('records a rollback of a bet never seen, then refuses that late bet', async () => {
    const p = await player(2_000);
    const bet = uid('b');
    const round = uid('r');
    const entries = await journalCount();
    expect(walletValue(await p.rollback(uid('x'), bet, round, 500)).balanceMinor).toBe(2_000);
    failure(await p.bet(bet, round, 500), 409, 'vendor.transaction.rolledback');
    expect(await journalCount()).toBe(entries);
    expect(await walletMinor(t.app, p.id)).toBe(2_000);
  });

  it('does not refund a bet of a round already settled', async () => {
    const p = await player(2_000);
    const bet = uid('b');
    const round = uid('r');
    await p.bet(bet, round, 500);
    await p.win(uid('w'), round, 0);
    failure(await p.rollback(uid('x'), bet, round, 500), 409, 'vendor.round.closed');
    expect(await walletMinor(t.app, p.id)).toBe(1_500);
  });

  it('refuses a rollback that names a win or another amount', async () => {
    const p = await player(2_000);
    const bet = uid('b');
    const round = uid('r');
    const win = uid('w');
    await p.bet(bet, round, 500);
    failure(await p.rollback(uid('x'), bet, round, 400), 409, 'vendor.transaction.conflict');
    await p.win(win, round, 100);
    failure(await p.rollback(uid('x'), win, round, 100), 409, 'vendor.transaction.conflict');
  });
});

describe('seamless wallet: signatures and bad input', () => {
  it('refuses a bad signature (401) before anything moves', async () => {
    const p = await player(1_000);
    const body = { ...p.base, txId: uid('b'), roundId: uid('r'), amountMinor: 100 };
    failure(
      await vendorCall(t.app, 'PG', 'bet', body, { secret: 'not-the-vendors-secret' }),
      401,
      'vendor.signature.invalid',
    );
    // Another vendor's secret signs nothing for this one.
    failure(
      await vendorCall(t.app, 'PG', 'bet', body, {
        secret: (await import('../../src/vendors/signing.ts')).vendorSecret(t.app.config, 'PP'),
      }),
      401,
      'vendor.signature.invalid',
    );
    failure(
      await vendorCall(t.app, 'PG', 'bet', body, {
        signedText: JSON.stringify({ ...body, amountMinor: 1 }),
      }),
      401,
      'vendor.signature.invalid',
    );
    failure(
      await t.app.inject({
        method: 'POST',
        url: '/vendor/PG/wallet/bet',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
      401,
      'vendor.signature.invalid',
    );
    expect(await walletMinor(t.app, p.id)).toBe(1_000);
  });

  it('refuses a stale or future timestamp (401)', async () => {
    const p = await player();
    const now = Math.floor(Date.now() / 1000);
    // A future one 10 s past the 300 s window: on a loaded machine a second or two pass before
    // the server reads it, which would bring now + 301 back inside.
    for (const timestamp of [now - 301, now + 310]) {
      failure(
        await vendorCall(t.app, 'PG', 'balance', p.base, { timestamp }),
        401,
        'vendor.signature.stale',
      );
    }
    walletValue(await vendorCall(t.app, 'PG', 'balance', p.base, { timestamp: now - 200 }));
  });

  it('answers unknown vendors, players and bad bodies with 4xx envelopes', async () => {
    const p = await player();
    failure(await vendorCall(t.app, 'NOPE', 'balance', p.base), 404, 'vendor.unknown');
    failure(
      await vendorCall(t.app, 'PG', 'balance', { ...p.base, playerId: '999999999' }),
      404,
      'not.found',
    );
    failure(
      await vendorCall(t.app, 'PG', 'balance', { ...p.base, currency: 'USD' }),
      400,
      'request_param_err',
    );
    failure(
      await vendorCall(t.app, 'PG', 'bet', {
        ...p.base,
        txId: 'x',
        roundId: 'y',
        amountMinor: 1.5,
      }),
      400,
      'request_param_err',
    );
    failure(
      await vendorCall(t.app, 'PG', 'bet', { ...p.base, txId: 'x', roundId: 'y', amountMinor: -5 }),
      400,
      'request_param_err',
    );
    const raw = '{"playerId": ';
    const res = await t.app.inject({
      method: 'POST',
      url: '/vendor/PG/wallet/balance',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    failure(res, 400, 'request.body.invalid');
  });

  it('sends the API header set on vendor answers', async () => {
    const p = await player();
    const res = await vendorCall(t.app, 'PG', 'balance', p.base);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('seamless wallet: trial members', () => {
  it('moves play money between the trial wallet and the trial pool, never the game house', async () => {
    const trial = await createMember(t.app, { type: 4 });
    const ref = { merchantCode: 'demo', currency: 'BDT' };
    // The trial pool's shard of this member (kinds.ts HOUSE_SHARDS).
    const pool = await t.app.money.houseAccount(ref, 'trial_pool', trial.id);
    const house = await t.app.money.account({ ...ref, ownerMemberId: null, kind: 'game_house' });
    const wallet = await t.app.money.account({
      ...ref,
      ownerMemberId: trial.id,
      kind: 'member_wallet',
    });
    await t.app.money.post({
      kind: 'funding',
      idempotencyKey: uid('trial-fund'),
      memo: 'trial',
      lines: [
        { accountId: pool, amountMinor: -1_000 },
        { accountId: wallet, amountMinor: 1_000 },
      ],
    });
    const houseBefore = await t.app.money.balance(house);
    const poolBefore = await t.app.money.balance(pool);
    const base = { playerId: String(trial.id), currency: 'BDT' };
    const round = uid('r');
    walletValue(
      await vendorCall(t.app, 'PG', 'bet', {
        ...base,
        txId: uid('b'),
        roundId: round,
        amountMinor: 300,
      }),
    );
    walletValue(
      await vendorCall(t.app, 'PG', 'win', {
        ...base,
        txId: uid('w'),
        roundId: round,
        amountMinor: 100,
      }),
    );
    expect(await t.app.money.balance(house)).toBe(houseBefore);
    expect(await t.app.money.balance(pool)).toBe(poolBefore + 200n);
    const [bet] = await t.app.db.query<{ is_free_play: boolean }>(
      'SELECT is_free_play FROM bets WHERE round_id = $1',
      [round],
    );
    expect(bet!.is_free_play).toBe(true);
  });
});
