import type { MemberIx, VendorOp } from './ledger-ops.ts';

/** A signed seamless-wallet call, as the vendor helper sends it. */
export type VendorCaller = (
  op: 'bet' | 'win' | 'rollback',
  body: object,
) => Promise<{ statusCode: number; body: string }>;

/** A vendor round as the model sees it: its bets, in order, and whether each was refunded. */
interface VendorRound {
  roundId: string;
  m: MemberIx;
  bets: { txId: string; amount: number; refunded: boolean }[];
  state: 'open' | 'closed' | 'cancelled';
}

/**
 * The seamless-wallet side of a run: signed calls through `vendor`, each answer predicted from
 * the model's balances (`funds`), each accepted one moved in the model (`move`: + to the member).
 */
export function vendorModel(o: {
  /** Without one, the vendor ops do nothing. */
  vendor: VendorCaller | undefined;
  currency: string;
  memberIdOf: (m: MemberIx) => number;
  funds: (m: MemberIx) => bigint;
  move: (m: MemberIx, toMember: number) => void;
  nextId: (prefix: string) => string;
}) {
  const { nextId } = o;
  const rounds: VendorRound[] = [];
  /** Vendor answers that were not what the model predicted (expected empty). */
  const vendorSurprises: string[] = [];
  const vendorCounts = { bets: 0, refused: 0, wins: 0, rollbacks: 0 };
  async function vendorCall(op: 'bet' | 'win' | 'rollback', body: object, want: string) {
    const res = await o.vendor!(op, body);
    const got =
      res.statusCode === 200
        ? 'ok'
        : `${res.statusCode} ${(JSON.parse(res.body) as { errorCode: string }).errorCode}`;
    if (got !== want) vendorSurprises.push(`${op} ${JSON.stringify(body)}: ${got}, not ${want}`);
    return got === 'ok';
  }
  const openRounds = () => rounds.filter((r) => r.state === 'open');

  async function apply(op: VendorOp): Promise<void> {
    if (!o.vendor) return;
    switch (op.kind) {
      case 'vendorBet': {
        const mine = openRounds().filter((r) => r.m === op.m);
        const round =
          op.newRound || mine.length === 0
            ? { roundId: nextId('round'), m: op.m, bets: [], state: 'open' as const }
            : mine[op.pick % mine.length]!;
        const txId = nextId('vb');
        const funded = o.funds(op.m) >= BigInt(op.amount);
        const body = {
          playerId: String(o.memberIdOf(op.m)),
          currency: o.currency,
          txId,
          roundId: round.roundId,
          amountMinor: op.amount,
        };
        if (await vendorCall('bet', body, funded ? 'ok' : '409 wallet.insufficient.funds')) {
          if (!rounds.includes(round)) rounds.push(round);
          round.bets.push({ txId, amount: op.amount, refunded: false });
          o.move(op.m, -op.amount);
          vendorCounts.bets++;
        } else vendorCounts.refused++;
        return;
      }
      case 'vendorWin': {
        const open = openRounds();
        if (open.length === 0) return;
        const round = open[op.pick % open.length]!;
        const body = {
          playerId: String(o.memberIdOf(round.m)),
          currency: o.currency,
          txId: nextId('vw'),
          roundId: round.roundId,
          amountMinor: op.amount,
        };
        if (await vendorCall('win', body, 'ok')) {
          round.state = 'closed';
          o.move(round.m, op.amount);
          vendorCounts.wins++;
        }
        return;
      }
      case 'vendorRollback': {
        const open = openRounds().filter((r) => r.bets.some((b) => !b.refunded));
        if (open.length === 0) return;
        const round = open[op.pick % open.length]!;
        const bet = round.bets.find((b) => !b.refunded)!;
        const body = {
          playerId: String(o.memberIdOf(round.m)),
          currency: o.currency,
          txId: nextId('vx'),
          betTxId: bet.txId,
          roundId: round.roundId,
          amountMinor: bet.amount,
        };
        if (await vendorCall('rollback', body, 'ok')) {
          bet.refunded = true;
          if (round.bets.every((b) => b.refunded)) round.state = 'cancelled';
          o.move(round.m, bet.amount);
          vendorCounts.rollbacks++;
        }
        return;
      }
    }
  }

  return { vendorSurprises, vendorCounts, apply };
}
