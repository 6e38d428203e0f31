import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/platform/db/db.ts';
import type { PostInput } from '../../src/money/ledger.ts';
import type { EntryKind } from '../../src/money/kinds.ts';
import type { Clock } from './ledger-clock.ts';
import type { MemberIx, Op } from './ledger-ops.ts';
import { vendorModel, type VendorCaller } from './ledger-model-vendor.ts';

/**
 * The cashier's and the seamless wallet's postings (migration 005's header: account kinds and
 * journal keys), driven straight through the real ledger with the guards the services apply, and
 * an in-memory model of what every account should hold. The property test generates sequences of
 * `Op` and compares the database with the model after each run.
 */

const HOUSE_KINDS = [
  'house_cash',
  'deposit_clearing',
  'withdraw_clearing',
  'cashier_fees',
  'promotion_budget',
  'game_house',
] as const;
type HouseKind = (typeof HOUSE_KINDS)[number];

interface MemberAccounts {
  id: number;
  wallet: number;
  hold: number;
  /** The member's game-house shard, the seamless wallet's counter account. */
  shard: number;
}

export interface Withdrawal {
  orderId: string;
  m: MemberIx;
  amount: number;
  state: 'pending' | 'approved' | 'rejected';
}

export interface Posted {
  input: PostInput;
  entryId: number;
}

const ref = { merchantCode: 'demo', currency: 'BDT' };
/** The demo merchant's day (its time zone), as the services count it. */
const day = { ...ref, timeZone: 'Asia/Dhaka' };
let sequence = 0;
/** Order ids and vendor tx ids unique within this process's database. */
const nextId = (prefix: string) => `${prefix}${process.pid}${String(++sequence).padStart(8, '0')}`;

/**
 * One run: two fresh members, the house accounts' opening balances, the model. `clock` (from
 * useClock) and `vendor` enable the tick and vendor ops.
 */
export async function openRun(
  app: FastifyInstance,
  members: [number, number],
  o: { clock?: Clock; vendor?: VendorCaller } = {},
) {
  const ledger = app.money;
  const house = {} as Record<HouseKind, number>;
  for (const kind of HOUSE_KINDS)
    house[kind] = await ledger.account({ ...ref, ownerMemberId: null, kind });
  const accountsOf = async (id: number): Promise<MemberAccounts> => ({
    id,
    wallet: await ledger.account({ ...ref, ownerMemberId: id, kind: 'member_wallet' }),
    hold: await ledger.account({ ...ref, ownerMemberId: id, kind: 'member_withdraw_hold' }),
    shard: await ledger.houseAccount(ref, 'game_house', id),
  });
  const m = [await accountsOf(members[0]), await accountsOf(members[1])] as const;

  // Expected balances: the house accounts start where earlier runs left them.
  const expected = new Map<number, bigint>();
  for (const id of [...Object.values(house), ...m.map((a) => a.shard)])
    expected.set(id, await ledger.balance(id));
  for (const a of m) {
    expected.set(a.wallet, 0n);
    expected.set(a.hold, 0n);
  }
  const withdrawals: Withdrawal[] = [];
  const posted: Posted[] = [];
  const refusals = { hold: 0, bet: 0, decide: 0, bonusCut: 0 };
  const replays: { entryId: number; returned: number; replayed: boolean; moved: boolean }[] = [];
  const reuses: { reason: string | undefined; moved: boolean }[] = [];
  /** Moves money between a wallet and its shard in the model (+ to the member). */
  const modelMove = (who: MemberIx, toMember: number) => {
    const a = m[who];
    expected.set(a.wallet, expected.get(a.wallet)! + BigInt(toMember));
    expected.set(a.shard, expected.get(a.shard)! - BigInt(toMember));
  };
  const vendor = vendorModel({
    vendor: o.vendor,
    currency: ref.currency,
    memberIdOf: (who) => m[who].id,
    funds: (who) => expected.get(m[who].wallet)!,
    move: modelMove,
    nextId,
  });

  const entryCount = async () =>
    Number(
      (await app.db.query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0]!.n,
    );

  /**
   * One movement: one DB transaction that locks the member's wallet row (as the services do),
   * asks the guard with the balances read inside it, then posts its entries. Null: refused.
   */
  async function movement(
    lock: number | null,
    build: (tx: Queryable) => Promise<PostInput[] | null>,
  ): Promise<Posted[] | null> {
    const done = await app.db.transaction(async (tx) => {
      if (lock !== null) await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [lock]);
      const inputs = await build(tx);
      if (!inputs) return null;
      const out: Posted[] = [];
      for (const input of inputs) {
        const entry = await ledger.post(input, tx);
        if (entry.replayed) throw new Error(`fresh key ${input.idempotencyKey} was a replay`);
        out.push({ input, entryId: entry.id });
      }
      return out;
    });
    for (const p of done ?? []) {
      posted.push(p);
      for (const l of p.input.lines)
        expected.set(l.accountId, expected.get(l.accountId)! + BigInt(l.amountMinor));
    }
    return done;
  }

  /** An entry of this kind, counted in the member's day when `who` names one (as services do). */
  const move = (
    key: string,
    memo: string,
    from: number,
    to: number,
    amount: number,
    kind: EntryKind = 'funding',
    who?: MemberIx,
  ): PostInput => ({
    kind,
    idempotencyKey: key,
    memo,
    lines: [
      { accountId: from, amountMinor: -amount },
      { accountId: to, amountMinor: amount },
    ],
    ...(who !== undefined && { rollup: { ...day, memberId: m[who].id } }),
  });

  async function apply(op: Op): Promise<void> {
    switch (op.kind) {
      case 'tick': {
        await o.clock?.advance(op.seconds);
        return;
      }
      case 'vendorBet':
      case 'vendorWin':
      case 'vendorRollback': {
        await vendor.apply(op);
        return;
      }
      case 'deposit': {
        // Approval: the credit less the fee, then the promotion's bonus as far as the budget goes.
        const orderId = nextId('D');
        // As the cashier: basis points of the amount, rounded half up.
        const fee = Math.round((op.amount * op.feeBps) / 10_000);
        const w = m[op.m].wallet;
        await movement(w, async (tx) => {
          const lines = [
            { accountId: house.deposit_clearing, amountMinor: -op.amount },
            { accountId: w, amountMinor: op.amount - fee },
          ];
          if (fee > 0) lines.push({ accountId: house.cashier_fees, amountMinor: fee });
          const credit: PostInput = {
            kind: 'deposit',
            idempotencyKey: `deposit:${orderId}:credit`,
            memo: 'deposit',
            lines,
            rollup: { ...day, memberId: m[op.m].id },
          };
          const budget = Number(await ledger.balance(house.promotion_budget, tx));
          const bonus = Math.min(op.bonus, budget);
          if (bonus < op.bonus) refusals.bonusCut++;
          if (bonus === 0) return [credit];
          const key = `deposit:${orderId}:bonus`;
          return [
            credit,
            move(key, 'bonus', house.promotion_budget, w, bonus, 'deposit_bonus', op.m),
          ];
        });
        return;
      }
      case 'fundBudget': {
        const key = `test:budget:${nextId('B')}`;
        await movement(null, async () => [
          move(key, 'budget', house.house_cash, house.promotion_budget, op.amount),
        ]);
        return;
      }
      case 'hold': {
        const orderId = nextId('W');
        const { wallet, hold } = m[op.m];
        const key = `withdraw:${orderId}:hold`;
        const done = await movement(wallet, async (tx) =>
          (await ledger.balance(wallet, tx)) < BigInt(op.amount)
            ? null
            : [move(key, 'hold', wallet, hold, op.amount, 'withdraw_hold', op.m)],
        );
        if (done) withdrawals.push({ orderId, m: op.m, amount: op.amount, state: 'pending' });
        else refusals.hold++;
        return;
      }
      case 'release':
      case 'payout': {
        // The pick may name a decided order: deciding it again is refused, as order.state.conflict.
        const w = withdrawals.length ? withdrawals[op.pick % withdrawals.length] : undefined;
        if (!w || w.state !== 'pending') {
          refusals.decide++;
          return;
        }
        const { wallet, hold } = m[w.m];
        const to = op.kind === 'release' ? wallet : house.withdraw_clearing;
        const key = `withdraw:${w.orderId}:${op.kind}`;
        const kind = op.kind === 'release' ? 'withdraw_release' : 'withdraw_payout';
        await movement(wallet, async () => [move(key, op.kind, hold, to, w.amount, kind, w.m)]);
        w.state = op.kind === 'release' ? 'rejected' : 'approved';
        return;
      }
      case 'bet':
      case 'win': {
        const wallet = m[op.m].wallet;
        const key = `vendor:PG:${nextId(op.kind)}`;
        const done = await movement(wallet, async (tx) => {
          if (op.kind === 'win')
            return [move(key, 'win', house.game_house, wallet, op.amount, 'win', op.m)];
          if ((await ledger.balance(wallet, tx)) < BigInt(op.amount)) return null;
          return [move(key, 'bet', wallet, house.game_house, op.amount, 'bet', op.m)];
        });
        if (!done) refusals.bet++;
        return;
      }
      case 'replay': {
        const first = posted.length ? posted[op.pick % posted.length] : undefined;
        if (!first) return;
        const before = await entryCount();
        const again = await ledger.post(first.input);
        replays.push({
          entryId: first.entryId,
          returned: again.id,
          replayed: again.replayed,
          moved: (await entryCount()) !== before,
        });
        return;
      }
      case 'reuseKey': {
        // The same key with other lines: a caller's bug the ledger must refuse, moving nothing.
        const first = posted.length ? posted[op.pick % posted.length] : undefined;
        if (!first) return;
        const before = await entryCount();
        const [a, b] = first.input.lines;
        // One more than the first amount, so the lines always differ (a first posting of 1 with
        // a reuse of 1 would be a true replay, which the ledger rightly answers).
        const amount = Math.abs(Number(a!.amountMinor)) + 1;
        const other = move(first.input.idempotencyKey, 'reuse', a!.accountId, b!.accountId, amount);
        const reason = await ledger.post(other).then(
          () => undefined,
          (err: { reason?: string }) => err.reason ?? String(err),
        );
        reuses.push({ reason, moved: (await entryCount()) !== before });
        return;
      }
    }
  }

  return {
    house,
    m,
    expected,
    withdrawals,
    posted,
    refusals,
    replays,
    reuses,
    vendorSurprises: vendor.vendorSurprises,
    vendorCounts: vendor.vendorCounts,
    apply,
  };
}

export type Run = Awaited<ReturnType<typeof openRun>>;
