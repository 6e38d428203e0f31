import type { FastifyInstance } from 'fastify';
import { getNearNumeros, placeLotteryBets, type LotteryDraw } from '@app/contract';
import { authHeaders, createMember, signInAs } from '../helpers/accounts.ts';
import { okValue } from '../helpers/envelope.ts';
import { fund } from '../helpers/vendor.ts';

let keys = 0;
/** An idempotency key unique in this run. */
export const betKey = () => `lot${process.pid}x${Date.now()}x${++keys}`;

/** A signed-in member with `minor` in the wallet. */
export async function bettor(app: FastifyInstance, minor: number) {
  const m = await createMember(app, { password: 'Secret123' });
  if (minor) await fund(app, m.id, minor);
  const { token } = await signInAs(app, m.username, 'Secret123');
  return { id: m.id, token };
}

export async function near(app: FastifyInstance, gameId = 'SSC1') {
  return okValue(
    getNearNumeros,
    await app.inject({ url: `${getNearNumeros.path}?gameId=${gameId}` }),
  );
}

/** The issue taking bets now (the clock has made the issues ahead). */
export async function currentIssue(app: FastifyInstance, gameId = 'SSC1'): Promise<LotteryDraw> {
  const { current } = await near(app, gameId);
  if (!current) throw new Error(`no open issue of ${gameId}`);
  return current;
}

export const bet = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: placeLotteryBets.path,
    headers: authHeaders(token),
    payload: { prizeMode: 'Elott', idempotencyKey: betKey(), ...body },
  });

/** Fixed position, all ten digits on the first position: exactly one combination wins. */
export const sureWin = {
  playCode: 'POS_FIXED',
  picks: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []],
  unitMinor: 100,
  multiplier: 1,
};

/**
 * Brings the issue's close and draw times to now, so the next tick closes, draws and settles it
 * (the schedule's real minutes are too long for a test); the issues before it are drawn first.
 */
export async function makeDue(app: FastifyInstance, gameId: string, issueNo: string) {
  // Earlier issues still waiting (the one closing while the test began) draw a moment before.
  await app.db.query(
    `UPDATE lottery_issues
        SET close_at = now() - interval '2 seconds' - (issue_no < $2)::int * interval '2 seconds',
            draw_at = now() - interval '1 second' - (issue_no < $2)::int * interval '2 seconds'
      WHERE game_id = $1 AND issue_no <= $2 AND state IN ('open', 'closed')`,
    [gameId, issueNo],
  );
}

/** The wallet's balance (one row). */
export async function walletOf(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db.query<{ b: string }>(
    `SELECT balance_minor::text AS b FROM accounts
      WHERE owner_member_id = $1 AND kind = 'member_wallet'`,
    [memberId],
  );
  return Number(row?.b ?? 0);
}

/** How many win lines reached the member's wallet (one per settlement batch that paid it). */
export async function winLines(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM journal_lines l
       JOIN journal_entries e ON e.id = l.entry_id JOIN accounts a ON a.id = l.account_id
      WHERE e.kind = 'win' AND a.owner_member_id = $1`,
    [memberId],
  );
  return row!.n;
}
