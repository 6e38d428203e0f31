import {
  bestCaseWinMinor,
  diceTargetOk,
  diceWinMinor,
  diceWon,
  INHOUSE_VENDOR,
  ORIGINALS_LIMITS,
  SLOT_LINE_COUNT,
  slotResult,
  type DiceDirection,
  type OriginalsPlay,
} from '@app/contract';
import { AppError } from '../errors.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import { recordBets } from '../money/bets.ts';
import { keyReused, requestHash } from '../money/idempotency.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, memberDay, type Money } from '../money/money.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { takeFromDayCap } from './day-cap.ts';
import { diceRollOf, seedFloats, slotStopsOf } from './outcomes.ts';
import { roundsRepository, type RoundGame, type RoundOutcome } from './rounds-repository.ts';
import { seedsRepository, type ActiveSeed } from './seeds-repository.ts';

export interface PlayDeps {
  db: Db;
  money: Money;
}

export type PlayRequest =
  | { game: 'dice'; stakeMinor: number; target: number; direction: DiceDirection; key: string }
  | { game: 'slot5x3'; stakeMinor: number; key: string };

const GAME_NAMES: Record<RoundGame, string> = { dice: 'Dice', slot5x3: 'Slot 5x3' };

/** Checks a request against the game's rules and the limits (ORIGINALS_LIMITS), before play. */
function check(req: PlayRequest) {
  const { minStakeMinor, maxStakeMinor, maxWinPerRoundMinor } = ORIGINALS_LIMITS;
  if (req.stakeMinor < minStakeMinor || req.stakeMinor > maxStakeMinor)
    throw new AppError(
      'originals.stake.invalid',
      `The stake must be between ${minStakeMinor / 100} and ${maxStakeMinor / 100}`,
    );
  if (req.game === 'slot5x3' && req.stakeMinor % SLOT_LINE_COUNT !== 0)
    throw new AppError(
      'originals.stake.invalid',
      `The stake must be a multiple of ${SLOT_LINE_COUNT / 100} (${SLOT_LINE_COUNT} lines)`,
    );
  if (req.game === 'dice' && !diceTargetOk(req.target, req.direction))
    throw new AppError('originals.dice.target', 'The chance to win must be between 1% and 98%');
  const best = bestCaseWinMinor(req.game, req.stakeMinor, req.game === 'dice' ? req : undefined);
  if (best > maxWinPerRoundMinor)
    throw new AppError(
      'originals.win.limit',
      `One round wins at most ${maxWinPerRoundMinor / 100}: lower the stake`,
    );
  return best;
}

/** The round's outcome and win from the seed (the scheme: outcomes.ts). */
function outcomeOf(
  req: PlayRequest,
  seed: ActiveSeed,
): { outcome: RoundOutcome; winMinor: number } {
  const floats = seedFloats(seed.serverSeed);
  if (req.game === 'dice') {
    const roll = diceRollOf(floats, seed.clientSeed, seed.nonce);
    const won = diceWon(roll, req.target, req.direction);
    return {
      outcome: { roll },
      winMinor: won ? diceWinMinor(req.stakeMinor, req.target, req.direction) : 0,
    };
  }
  const stops = slotStopsOf(floats, seed.clientSeed, seed.nonce);
  return { outcome: { stops }, winMinor: slotResult(stops, req.stakeMinor).winMinor };
}

const nodeIds = new Map<string, number | null>();
/** The catalogue tile of the game (the betting record shows its name), if the catalogue has it. */
async function nodeOf(q: Queryable, game: RoundGame) {
  if (!nodeIds.has(game)) {
    const [row] = await q.query<{ node_id: number }>(
      'SELECT node_id FROM games WHERE vassalage = $1 AND game_id = $2 LIMIT 1',
      [INHOUSE_VENDOR, game],
    );
    if (!row) return null;
    nodeIds.set(game, row.node_id);
  }
  return nodeIds.get(game) ?? null;
}

/**
 * Plays one round (issue 23): checked, then in ONE transaction the member's seed (locked: rounds
 * of a member queue here, and its nonce is the round's), the wallet (locked: never overdrawn),
 * the round's row, the stake's debit and the win's credit on the ledger (with the member's day:
 * stakes, wins, valid stake and one bet), the bet for records and team figures, and last the
 * merchant day's payout, which refuses the round when its best case would pass the day's cap.
 * The same key again answers the first round and moves nothing.
 */
export async function play(
  d: PlayDeps,
  merchant: Merchant,
  memberId: number,
  req: PlayRequest,
): Promise<OriginalsPlay> {
  const best = check(req);
  const { key, ...understood } = req;
  const hash = requestHash(understood);
  const books = booksOf(merchant);

  const replay = async (q: Queryable) => {
    const earlier = await roundsRepository.byKey(q, memberId, key);
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw keyReused('round');
    const [balance, seeds] = await Promise.all([
      d.money.memberBalance(books, memberId, undefined, q),
      seedsRepository.view(q, memberId),
    ]);
    return {
      round: earlier.round,
      balanceMinor: Number(balance),
      seeds: { seedHash: seeds.seedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    };
  };

  const earlier = await replay(d.db);
  if (earlier) return earlier;
  return d.db.transaction(async (tx) => {
    const seed = await seedsRepository.lockActive(tx, memberId);
    // The same key sent twice at once: the first committed while this one waited for the seed.
    const first = await replay(tx);
    if (first) return first;
    const wallet = await d.money.lockWallet(tx, books, memberId);
    if (wallet.balanceMinor < BigInt(req.stakeMinor))
      throw new AppError('wallet.insufficient.funds', 'Not enough balance for this stake');
    const { outcome, winMinor } = outcomeOf(req, seed);
    const round = await roundsRepository.insert(tx, {
      merchantCode: merchant.code,
      memberId,
      game: req.game,
      seedId: seed.id,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      currency: merchant.currencyCode,
      stakeMinor: req.stakeMinor,
      winMinor,
      params: req.game === 'dice' ? { target: req.target, direction: req.direction } : {},
      outcome,
      idempotencyKey: key,
      requestHash: hash,
    });
    await seedsRepository.advance(tx, seed.id);
    const memo = `${GAME_NAMES[req.game]} ${round.ref}`;
    const house = await d.money.houseAccount(books, AccountKind.gameHouse, memberId, tx);
    await d.money.post(
      {
        kind: EntryKind.bet,
        idempotencyKey: `originals:bet:${round.ref}`,
        memo,
        ref: round.ref,
        lines: [
          { accountId: wallet.id, amountMinor: -req.stakeMinor },
          { accountId: house, amountMinor: req.stakeMinor },
        ],
        rollup: memberDay(merchant, memberId),
      },
      tx,
    );
    // The win (nothing is posted for 0) and the settled round: valid stake and one bet.
    await d.money.payBatch(tx, merchant, {
      kind: EntryKind.win,
      from: AccountKind.gameHouse,
      idempotencyKey: `originals:win:${round.ref}`,
      memo,
      ref: round.ref,
      parts: [
        {
          memberId,
          amountMinor: BigInt(winMinor),
          settled: { stakeMinor: BigInt(req.stakeMinor), rounds: 1 },
        },
      ],
    });
    await recordBets(tx, merchant, { vendor: INHOUSE_VENDOR, nodeId: await nodeOf(tx, req.game) }, [
      { memberId, roundId: round.ref, stakeMinor: req.stakeMinor, winMinor },
    ]);
    await takeFromDayCap(tx, merchant, { stakeMinor: req.stakeMinor, winMinor, bestMinor: best });
    return {
      round,
      balanceMinor: Number(wallet.balanceMinor) - req.stakeMinor + winMinor,
      seeds: { seedHash: seed.seedHash, clientSeed: seed.clientSeed, nonce: seed.nonce + 1 },
    };
  });
}
