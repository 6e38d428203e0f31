// The crash run's load: 50 connections of players depositing and withdrawing, an operator deciding
// their orders, and a game vendor's bets and wins, until the server is killed. Every 2xx answer
// is written down (the acknowledged log the checks hold the recovered database to), and so is every
// decision that was sent, answered or not: one cut off by the kill may have been committed.
import { randomInt } from 'node:crypto';
import {
  createDeposit,
  createWithdrawal,
  operatorAdjustBalance,
  operatorApproveDeposit,
  operatorApproveWithdrawal,
  operatorRejectDeposit,
  operatorRejectWithdrawal,
  submitDepositReference,
} from '@app/contract';
import { idempotencyKey, major, pick, type Answer, type Api } from './crash-client.ts';
import type { BenchMember, DepositRange } from './crash-setup.ts';

export type DepositState = 'awaiting_payment' | 'submitted' | 'approved' | 'rejected';
export type WithdrawalState = 'pending' | 'approved' | 'rejected';

export interface AckLog {
  deposits: Map<string, { memberId: number; state: DepositState; sent: Set<DepositState> }>;
  withdrawals: Map<
    string,
    { memberId: number; amountMinor: number; state: WithdrawalState; sent: Set<WithdrawalState> }
  >;
  /** Vendor transaction ids answered 200 (bets, and wins of rounds they opened). */
  vendorTx: Map<string, { memberId: number; kind: 'bet' | 'win'; amountMinor: number }>;
  /** Journal entry ids of acknowledged operator adjustments. */
  adjustments: Set<number>;
}

export const newAckLog = (): AckLog => ({
  deposits: new Map(),
  withdrawals: new Map(),
  vendorTx: new Map(),
  adjustments: new Set(),
});

export interface LoadFigures {
  acknowledged: number;
  /** Acknowledged requests that posted to the ledger. */
  postings: number;
  postingLatenciesMs: number[];
  /** Answers other than 2xx and the refusals the rules call for (insufficient funds). */
  unexpected: Map<string, number>;
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const valueOf = <T>(a: Answer) => a.body!.value as T;

/** A refusal the rules call for; anything else (5xx, other 4xx) is counted as unexpected. */
const expectedRefusal = (a: Answer) =>
  a.status === 0 || (a.status === 409 && a.body?.errorCode === 'wallet.insufficient.funds');

export async function runLoad(
  api: Api,
  members: readonly BenchMember[],
  deposit: DepositRange,
  log: AckLog,
  connections: number,
  until: { stopped: boolean },
): Promise<LoadFigures> {
  const figures: LoadFigures = {
    acknowledged: 0,
    postings: 0,
    postingLatenciesMs: [],
    unexpected: new Map(),
  };
  const note = (what: string, a: Answer, posts: boolean) => {
    if (ok(a)) {
      figures.acknowledged++;
      if (posts) {
        figures.postings++;
        figures.postingLatenciesMs.push(a.ms);
      }
    } else if (!until.stopped && !expectedRefusal(a)) {
      const key = `${what} ${a.status} ${a.body?.errorCode ?? ''}`.trim();
      figures.unexpected.set(key, (figures.unexpected.get(key) ?? 0) + 1);
    }
    return ok(a);
  };

  async function round(m: BenchMember) {
    const base = { playerId: String(m.id), currency: m.currency };
    const roundId = `crash-r-${idempotencyKey()}`;
    const bet = {
      ...base,
      txId: `crash-b-${idempotencyKey()}`,
      roundId,
      amountMinor: 100 * randomInt(1, 50),
    };
    const sent = await api.vendor('PG', 'bet', { ...bet, launchToken: m.launchToken });
    if (!note('bet', sent, true)) return;
    log.vendorTx.set(bet.txId, { memberId: m.id, kind: 'bet', amountMinor: bet.amountMinor });
    if (until.stopped) return;
    const winMinor = randomInt(3) === 0 ? 0 : randomInt(bet.amountMinor * 2);
    const win = { ...base, txId: `crash-w-${idempotencyKey()}`, roundId, amountMinor: winMinor };
    if (note('win', await api.vendor('PG', 'win', win), winMinor > 0))
      log.vendorTx.set(win.txId, { memberId: m.id, kind: 'win', amountMinor: winMinor });
  }

  async function depositCycle(m: BenchMember) {
    const amountMinor =
      100 * randomInt(Math.ceil(deposit.minMinor / 100), Math.floor(deposit.maxMinor / 100) + 1);
    const body = {
      channel: deposit.channel,
      amount: major(amountMinor),
      idempotencyKey: idempotencyKey(),
    };
    const created = await api.call(createDeposit, body, m.token);
    if (!note('deposit', created, false)) return;
    const { orderId } = valueOf<{ orderId: string }>(created);
    const entry = {
      memberId: m.id,
      state: 'awaiting_payment' as DepositState,
      sent: new Set<DepositState>(),
    };
    log.deposits.set(orderId, entry);
    if (until.stopped) return;
    entry.sent.add('submitted');
    const ref = await api.call(
      submitDepositReference,
      { orderId, reference: `CRASH${randomInt(1e6)}` },
      m.token,
    );
    if (!note('reference', ref, false)) return;
    entry.state = 'submitted';
    if (until.stopped || randomInt(10) === 0) return; // some stay submitted across the kill
    const approve = randomInt(10) < 8;
    entry.sent.add(approve ? 'approved' : 'rejected');
    const decided = approve
      ? await api.operator(operatorApproveDeposit, { orderId })
      : await api.operator(operatorRejectDeposit, { orderId, reason: 'Crash bench rejection' });
    if (note(approve ? 'deposit approve' : 'deposit reject', decided, approve))
      entry.state = approve ? 'approved' : 'rejected';
  }

  async function withdrawalCycle(m: BenchMember) {
    const amountMinor = 100 * randomInt(5, 200);
    const body = {
      accountId: m.accountId,
      amount: major(amountMinor),
      paymentPassword: m.paymentPassword,
      idempotencyKey: idempotencyKey(),
    };
    const created = await api.call(createWithdrawal, body, m.token);
    if (!note('withdraw', created, true)) return;
    const { orderId } = valueOf<{ orderId: string }>(created);
    const entry = {
      memberId: m.id,
      amountMinor,
      state: 'pending' as WithdrawalState,
      sent: new Set<WithdrawalState>(),
    };
    log.withdrawals.set(orderId, entry);
    if (until.stopped || randomInt(5) === 0) return; // some stay pending: their holds must too
    const approve = randomInt(2) === 0;
    entry.sent.add(approve ? 'approved' : 'rejected');
    const decided = approve
      ? await api.operator(operatorApproveWithdrawal, { orderId })
      : await api.operator(operatorRejectWithdrawal, { orderId, reason: 'Crash bench rejection' });
    if (note(approve ? 'withdraw approve' : 'withdraw reject', decided, true))
      entry.state = approve ? 'approved' : 'rejected';
  }

  async function topUp(m: BenchMember) {
    const body = {
      username: m.username,
      direction: 'credit',
      amount: '500.00',
      note: 'crash bench top-up',
      idempotencyKey: idempotencyKey(),
    };
    const a = await api.operator(operatorAdjustBalance, body);
    if (note('adjust', a, true)) log.adjustments.add(valueOf<{ entryId: number }>(a).entryId);
  }

  async function worker() {
    while (!until.stopped) {
      const m = pick(members);
      const dice = randomInt(100);
      if (dice < 45) await round(m);
      else if (dice < 70) await depositCycle(m);
      else if (dice < 95) await withdrawalCycle(m);
      else await topUp(m);
    }
  }

  await Promise.all(Array.from({ length: connections }, worker));
  return figures;
}
