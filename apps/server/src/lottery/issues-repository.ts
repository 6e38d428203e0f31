import type { LotteryDraw } from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';
import { newServerSeed, seedHash } from './fair-draw.ts';
import type { ScheduledIssue } from './schedule.ts';

export interface IssueRow {
  id: number;
  game_id: string;
  issue_no: string;
  state: LotteryDraw['state'];
  close_at: Date;
  draw_at: Date;
  seed_hash: string;
  server_seed: string;
  result: number[] | null;
}

const COLUMNS = `id, game_id, issue_no, state, close_at, draw_at, seed_hash, server_seed, result`;

/** What the API shows of an issue: the seed only once it is drawn (or void). */
export const drawOf = (r: IssueRow): LotteryDraw => ({
  gameId: r.game_id,
  issueNo: r.issue_no,
  state: r.state,
  closeAt: r.close_at.toISOString(),
  drawAt: r.draw_at.toISOString(),
  seedHash: r.seed_hash,
  serverSeed: r.state === 'open' || r.state === 'closed' ? null : r.server_seed,
  result: r.result,
});

export function createIssuesRepository(db: Db) {
  return {
    /** Makes the scheduled issues that do not exist yet, each with a fresh seed. */
    async ensure(merchantCode: string, gameId: string, issues: readonly ScheduledIssue[]) {
      const seeds = issues.map(() => newServerSeed());
      await db.query(
        `INSERT INTO lottery_issues (merchant_code, game_id, issue_no, close_at, draw_at,
                                     seed_hash, server_seed)
         SELECT $1, $2, x.no, x.close_at, x.draw_at, x.hash, x.seed
           FROM unnest($3::text[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[])
                AS x (no, close_at, draw_at, hash, seed)
         ON CONFLICT (merchant_code, game_id, issue_no) DO NOTHING`,
        [
          merchantCode,
          gameId,
          issues.map((i) => i.issueNo),
          issues.map((i) => i.closeAt),
          issues.map((i) => i.drawAt),
          seeds.map(seedHash),
          seeds,
        ],
      );
    },

    /** The latest draw time already scheduled for the game, if any. */
    async lastScheduled(merchantCode: string, gameId: string): Promise<Date | null> {
      const [row] = await db.query<{ at: Date | null }>(
        `SELECT max(draw_at) AS at FROM lottery_issues WHERE merchant_code = $1 AND game_id = $2`,
        [merchantCode, gameId],
      );
      return row?.at ?? null;
    },

    /**
     * The issue taking bets, the one after it, the one closed and waiting for its draw, and the
     * latest drawn (or void) one.
     */
    async near(merchantCode: string, gameId: string) {
      const [upcoming, drawing, latest] = await Promise.all([
        db.query<IssueRow>(
          `SELECT ${COLUMNS} FROM lottery_issues
            WHERE merchant_code = $1 AND game_id = $2 AND state = 'open' AND close_at > now()
            ORDER BY draw_at LIMIT 2`,
          [merchantCode, gameId],
        ),
        db.query<IssueRow>(
          `SELECT ${COLUMNS} FROM lottery_issues
            WHERE merchant_code = $1 AND game_id = $2
              AND (state = 'closed' OR (state = 'open' AND close_at <= now()))
            ORDER BY draw_at DESC LIMIT 1`,
          [merchantCode, gameId],
        ),
        db.query<IssueRow>(
          `SELECT ${COLUMNS} FROM lottery_issues
            WHERE merchant_code = $1 AND game_id = $2 AND state IN ('drawn', 'settled', 'void')
            ORDER BY draw_at DESC LIMIT 1`,
          [merchantCode, gameId],
        ),
      ]);
      return {
        current: upcoming[0] ?? null,
        next: upcoming[1] ?? null,
        drawing: drawing[0] ?? null,
        latest: latest[0] ?? null,
      };
    },

    /** Drawn and void issues, newest first; one more than asked tells whether more follow. */
    async drawn(merchantCode: string, gameId: string, page: number, size: number) {
      return db.query<IssueRow>(
        `SELECT ${COLUMNS} FROM lottery_issues
          WHERE merchant_code = $1 AND game_id = $2 AND state IN ('drawn', 'settled', 'void')
          ORDER BY draw_at DESC LIMIT $3 OFFSET $4`,
        [merchantCode, gameId, size + 1, (page - 1) * size],
      );
    },

    async find(merchantCode: string, gameId: string, issueNo: string, q: Queryable = db) {
      const [row] = await q.query<IssueRow>(
        `SELECT ${COLUMNS} FROM lottery_issues
          WHERE merchant_code = $1 AND game_id = $2 AND issue_no = $3`,
        [merchantCode, gameId, issueNo],
      );
      return row ?? null;
    },

    /**
     * Locks the issue the player chose and the `count - 1` after it against closing (FOR SHARE:
     * bets do not wait on each other; closing waits for the bets in flight), if it still takes
     * bets; otherwise null.
     */
    async lockOpen(
      q: Queryable,
      merchantCode: string,
      gameId: string,
      issueNo: string,
      count: number,
    ): Promise<IssueRow[] | null> {
      const rows = await q.query<IssueRow>(
        `SELECT ${COLUMNS} FROM lottery_issues
          WHERE merchant_code = $1 AND game_id = $2 AND issue_no >= $3 AND state = 'open'
            AND close_at > now()
          ORDER BY draw_at LIMIT $4 FOR SHARE`,
        [merchantCode, gameId, issueNo, count],
      );
      return rows[0]?.issue_no === issueNo && rows.length === count ? rows : null;
    },

    /** Closes every issue whose close time has passed (waits for the bets in flight). */
    async closeDue(): Promise<number> {
      // Locked in draw order, as bets lock them: a bet on several issues and this never wait
      // on each other in a circle.
      const rows = await db.query(
        `UPDATE lottery_issues SET state = 'closed'
          WHERE id IN (SELECT id FROM lottery_issues WHERE state = 'open' AND close_at <= now()
                        ORDER BY draw_at FOR UPDATE)
          RETURNING id`,
      );
      return rows.length;
    },

    /** Closed issues whose draw time has come, oldest first. */
    dueForDraw(limit: number) {
      return db.query<IssueRow>(
        `SELECT ${COLUMNS} FROM lottery_issues
          WHERE state = 'closed' AND draw_at <= now() ORDER BY draw_at LIMIT $1`,
        [limit],
      );
    },

    /** Records the result once: false when another process drew it first. */
    async markDrawn(id: number, result: readonly number[]): Promise<boolean> {
      const rows = await db.query(
        `UPDATE lottery_issues SET state = 'drawn', result = $2, drawn_at = now()
          WHERE id = $1 AND state = 'closed' RETURNING id`,
        [id, result],
      );
      return rows.length === 1;
    },

    /** Drawn issues with orders still to settle (or none left, to be marked settled). */
    drawnToSettle(limit: number) {
      return db.query<IssueRow & { merchant_code: string }>(
        `SELECT ${COLUMNS}, merchant_code FROM lottery_issues
          WHERE state = 'drawn' ORDER BY draw_at LIMIT $1`,
        [limit],
      );
    },

    /** Marks the issue settled when none of its orders is pending. */
    async markSettled(id: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE lottery_issues i SET state = 'settled', settled_at = now()
          WHERE id = $1 AND state = 'drawn'
            AND NOT EXISTS (SELECT 1 FROM lottery_orders o
                             WHERE o.issue_id = i.id AND o.state = 'pending')
          RETURNING id`,
        [id],
      );
      return rows.length === 1;
    },
  };
}

export type IssuesRepository = ReturnType<typeof createIssuesRepository>;
