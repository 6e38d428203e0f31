import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diceWinMinor,
  getBetHistory,
  getOriginalsRound,
  getOriginalsRounds,
  getOriginalsSeeds,
  INHOUSE_VENDOR,
  launchGame,
  playDice,
  rotateOriginalsSeed,
  setOriginalsClientSeed,
  slotResult,
} from '@app/contract';
import { checkBalances, checkRollups } from '../../src/money/check.ts';
import { memberPlaySince } from '../../src/money/rollups.ts';
import { diceRollOf, seedFloats, slotStopsOf } from '../../src/originals/outcomes.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { dice, get, player, post, roundKey, spin, walletOf } from './support.ts';

// Issue 23 (spec INHOUSE /m/inHouse): dice and the 5x3 slot, provably fair from per-member
// seeds, each round one transaction on the ledger, a bet in the records.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('seeds', () => {
  it('shows the hash of the active seed before play, sets the client seed, reveals on rotate', async () => {
    const { token } = await player(t.app, 0);
    const seeds = okValue(getOriginalsSeeds, await get(t.app, getOriginalsSeeds.path, token));
    expect(seeds.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds).toMatchObject({ nonce: 0, revealed: [] });
    const set = okValue(
      setOriginalsClientSeed,
      await post(t.app, setOriginalsClientSeed.path, token, { clientSeed: 'lucky-7' }),
    );
    expect(set).toMatchObject({ seedHash: seeds.seedHash, clientSeed: 'lucky-7', nonce: 0 });
    const rotated = okValue(
      rotateOriginalsSeed,
      await post(t.app, rotateOriginalsSeed.path, token, undefined),
    );
    expect(rotated.seedHash).not.toBe(seeds.seedHash);
    expect(rotated).toMatchObject({ clientSeed: 'lucky-7', nonce: 0 });
    const [old] = rotated.revealed;
    expect(old).toMatchObject({ seedHash: seeds.seedHash, clientSeed: 'lucky-7', rounds: 0 });
    expect(createHash('sha256').update(old!.serverSeed).digest('hex')).toBe(seeds.seedHash);
  });
});

describe('dice', () => {
  it('plays a round on the ledger and reproduces it from the seeds once revealed', async () => {
    const p = await player(t.app, 10_000);
    const { round, balanceMinor, seeds } = okValue(playDice, await dice(t.app, p.token));
    expect(round).toMatchObject({ game: 'dice', stakeMinor: 100, nonce: 0, serverSeed: null });
    expect(round.ref).toMatch(/^dice-\d+$/);
    expect(seeds.nonce).toBe(1);
    const won = round.dice!.roll < 5000;
    expect(round.winMinor).toBe(won ? diceWinMinor(100, 5000, 'under') : 0);
    expect(balanceMinor).toBe(10_000 - 100 + round.winMinor);
    expect(await walletOf(t.app, p.id)).toBe(balanceMinor);
    // Its result counts in the member's play (bonus-lost checks), as vendors' rounds do.
    const since = new Date(Date.now() - 60_000);
    expect(await memberPlaySince(t.app.db, p.id, 'BDT', since)).toBe(BigInt(round.winMinor - 100));

    // Public, seedless until the member rotates; then anyone recomputes the roll.
    const before = okValue(
      getOriginalsRound,
      await get(t.app, `${getOriginalsRound.path}?ref=${round.ref}`),
    );
    expect(before.serverSeed).toBeNull();
    await post(t.app, rotateOriginalsSeed.path, p.token, undefined);
    const after = okValue(
      getOriginalsRound,
      await get(t.app, `${getOriginalsRound.path}?ref=${round.ref}`),
    );
    const seed = after.serverSeed!;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(round.seedHash);
    expect(diceRollOf(seedFloats(seed), round.clientSeed, round.nonce)).toBe(round.dice!.roll);

    // The round is a bet of the in-house vendor in the betting record.
    const history = okValue(
      getBetHistory,
      await get(t.app, `${getBetHistory.path}?period=today`, p.token),
    );
    expect(history.list[0]).toMatchObject({
      vendor: INHOUSE_VENDOR,
      gameId: 'dice',
      roundId: round.ref,
      stakeMinor: 100,
      winMinor: round.winMinor,
    });
  });

  it('answers a replay of the same key with the same round and moves nothing', async () => {
    const p = await player(t.app, 1_000);
    const key = roundKey();
    const first = okValue(playDice, await dice(t.app, p.token, { idempotencyKey: key }));
    const again = okValue(playDice, await dice(t.app, p.token, { idempotencyKey: key }));
    expect(again.round).toEqual(first.round);
    expect(await walletOf(t.app, p.id)).toBe(first.balanceMinor);
    failure(
      await dice(t.app, p.token, { idempotencyKey: key, stakeMinor: 200 }),
      409,
      'idempotency.key.reused',
    );
  });

  it('refuses a stake above the balance whole, and a round past the limits', async () => {
    const p = await player(t.app, 50);
    failure(await dice(t.app, p.token), 409, 'wallet.insufficient.funds');
    expect(await walletOf(t.app, p.id)).toBe(50);
    const seeds = okValue(getOriginalsSeeds, await get(t.app, getOriginalsSeeds.path, p.token));
    expect(seeds.nonce).toBe(0);
    // 10,000.00 at a 1% chance would win 990,000.00: above one round's cap.
    failure(
      await dice(t.app, p.token, { stakeMinor: 1_000_000, target: 100 }),
      400,
      'originals.win.limit',
    );
  });

  it("refuses a round whose best case would pass the merchant day's cap, before playing it", async () => {
    const p = await player(t.app, 10_000);
    await t.app.db.query(
      `INSERT INTO originals_days (merchant_code, day, net_paid_minor)
       VALUES ('demo', (now() AT TIME ZONE (SELECT time_zone FROM merchants WHERE code = 'demo'))::date, 499999950)
       ON CONFLICT (merchant_code, day) DO UPDATE SET net_paid_minor = EXCLUDED.net_paid_minor`,
    );
    try {
      failure(await dice(t.app, p.token), 409, 'originals.day.limit');
      expect(await walletOf(t.app, p.id)).toBe(10_000);
    } finally {
      await t.app.db.query(`UPDATE originals_days SET net_paid_minor = 0`);
    }
  });
});

describe('slot', () => {
  it('spins on the ledger: stops from the seeds, the paytable pays the win', async () => {
    const p = await player(t.app, 10_000);
    await post(t.app, setOriginalsClientSeed.path, p.token, { clientSeed: 'reels' });
    const { round, balanceMinor } = okValue(
      playDice,
      await spin(t.app, p.token, { stakeMinor: 500 }),
    );
    expect(round.game).toBe('slot5x3');
    expect(round.slot!.stops).toHaveLength(5);
    expect(round.winMinor).toBe(slotResult(round.slot!.stops, 500).winMinor);
    expect(balanceMinor).toBe(10_000 - 500 + round.winMinor);
    await post(t.app, rotateOriginalsSeed.path, p.token, undefined);
    const revealed = okValue(
      getOriginalsRound,
      await get(t.app, `${getOriginalsRound.path}?ref=${round.ref}`),
    );
    expect(slotStopsOf(seedFloats(revealed.serverSeed!), 'reels', 0)).toEqual(round.slot!.stops);
    const mine = okValue(
      getOriginalsRounds,
      await get(t.app, `${getOriginalsRounds.path}?game=slot5x3`, p.token),
    );
    expect(mine.rounds.map((r) => r.ref)).toEqual([round.ref]);
  });
});

describe('catalogue', () => {
  it('opens the three in-house tiles inside the app', async () => {
    const p = await player(t.app, 0);
    const tiles = await t.app.db.query<{ node_id: number; game_id: string }>(
      `SELECT node_id, game_id FROM games WHERE vassalage = $1 ORDER BY sort_order`,
      [INHOUSE_VENDOR],
    );
    expect(tiles.map((g) => g.game_id)).toEqual(['dice', 'slot5x3', 'crash']);
    const urls = [];
    for (const g of tiles) {
      const res = await get(
        t.app,
        `${launchGame.path}?vendor=${INHOUSE_VENDOR}&gameCategory=INHOUSE&nodeId=${g.node_id}`,
        p.token,
      );
      urls.push(okValue(launchGame, res).gameUrl);
    }
    expect(urls).toEqual(['/m/inHouse/dice', '/m/inHouse/slot', '/m/inHouse/crash']);
  });
});

describe('bad input', () => {
  it('answers 400 (or 401, 404) in the error envelope on every endpoint', async () => {
    const p = await player(t.app, 10_000);
    const bad = (res: { statusCode: number; body: string }, code = 'request_param_err') =>
      failure(res, 400, code);
    bad(await dice(t.app, p.token, { stakeMinor: undefined }));
    bad(await dice(t.app, p.token, { stakeMinor: '100' }));
    bad(await dice(t.app, p.token, { stakeMinor: -100 }));
    bad(await dice(t.app, p.token, { stakeMinor: 12.5 }));
    bad(await dice(t.app, p.token, { target: 10_000 }));
    bad(await dice(t.app, p.token, { direction: 'sideways' }));
    bad(await dice(t.app, p.token, { idempotencyKey: 'x' }));
    bad(await dice(t.app, p.token, { extra: 1 }));
    bad(await dice(t.app, p.token, { target: 50 }), 'originals.dice.target');
    bad(await dice(t.app, p.token, { target: 9900 }), 'originals.dice.target');
    bad(await dice(t.app, p.token, { stakeMinor: 5 }), 'originals.stake.invalid');
    bad(await spin(t.app, p.token, { stakeMinor: 105 }), 'originals.stake.invalid');
    bad(await spin(t.app, p.token, { stakeMinor: -10 }));
    bad(await spin(t.app, p.token, { idempotencyKey: undefined }));
    bad(await post(t.app, setOriginalsClientSeed.path, p.token, { clientSeed: '' }));
    bad(await post(t.app, setOriginalsClientSeed.path, p.token, { clientSeed: 'a:b' }));
    bad(await post(t.app, setOriginalsClientSeed.path, p.token, { clientSeed: 'x'.repeat(65) }));
    bad(await post(t.app, setOriginalsClientSeed.path, p.token, {}));
    bad(await get(t.app, `${getOriginalsRound.path}?ref=nonsense`));
    bad(await get(t.app, getOriginalsRound.path));
    bad(await get(t.app, `${getOriginalsRounds.path}?page=-1`, p.token));
    bad(await get(t.app, `${getOriginalsRounds.path}?game=crash`, p.token));
    failure(
      await get(t.app, `${getOriginalsRound.path}?ref=dice-999999999`),
      404,
      'originals.round.unknown',
    );
    failure(await get(t.app, getOriginalsSeeds.path), 401, 'login.not.session');
    failure(await post(t.app, rotateOriginalsSeed.path, null, undefined), 401, 'login.not.session');
    failure(await dice(t.app, 'not-a-token'), 401, 'login.not.session');
    expect(await walletOf(t.app, p.id)).toBe(10_000);
  });
});

describe('money', () => {
  it('never overdraws one balance under 30 parallel rounds with money for 10', async () => {
    const p = await player(t.app, 1_000);
    // A 1% chance: wins are rare, so about ten rounds are paid for.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 ? dice(t.app, p.token, { target: 100 }) : spin(t.app, p.token),
      ),
    );
    const played = answers.filter((a) => a.statusCode === 200).map((a) => okValue(playDice, a));
    for (const a of answers.filter((x) => x.statusCode !== 200))
      failure(a, 409, 'wallet.insufficient.funds');
    expect(played.length).toBeGreaterThanOrEqual(10);
    const net = played.reduce((s, r) => s + r.round.winMinor - r.round.stakeMinor, 0);
    expect(await walletOf(t.app, p.id)).toBe(1_000 + net);
    expect(new Set(played.map((r) => r.round.nonce)).size).toBe(played.length);
  });

  it('leaves every balance equal to its journal lines and every rollup to the bets', async () => {
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    expect(await checkRollups(t.app.db)).toEqual([]);
  });
});
