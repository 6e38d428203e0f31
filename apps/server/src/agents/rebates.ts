import { isAgentType, type RebateRate, type RebateSchemeItem } from '@app/contract';
import { AppError } from '../errors.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { outsideTeam, type TeamMemberRef } from './downline.ts';

/**
 * Rebate rates (issue 20; migration 020): the merchant's scheme per game category (highest rate,
 * step between levels) and each member's rate per category (none: 0). A member's rate is never
 * above its upline's: an agent sets its direct downline's rates (open account, the rebate screen)
 * up to its own and never lowers one (the child's own downline was given rates under it); the
 * operator sets a top agent's, within the scheme and never below any of its direct children.
 *
 * Every change of X's rates locks X's upline row, then X's: a change of a member's rates and a
 * change of its children's rates meet on the same row, top-down, so no child ends above its upline.
 */

export const schemeOf = (q: Queryable, merchantCode: string) =>
  q.query<RebateSchemeItem>(
    `SELECT game_type AS "gameType", max_rate_bp AS "maxRateBp", step_bp AS "stepBp"
       FROM rebate_schemes WHERE merchant_code = $1 ORDER BY max_rate_bp DESC, game_type`,
    [merchantCode],
  );

/** A member's rates for every category of the scheme (0 where none is set). */
export async function ratesOf(
  q: Queryable,
  scheme: readonly RebateSchemeItem[],
  memberId: number,
): Promise<RebateRate[]> {
  const rows = await q.query<{ game_type: string; rate_bp: number }>(
    'SELECT game_type, rate_bp FROM member_rebate_rates WHERE member_id = $1',
    [memberId],
  );
  const set = new Map(rows.map((r) => [r.game_type, r.rate_bp]));
  return scheme.map((s) => ({ gameType: s.gameType, rateBp: set.get(s.gameType) ?? 0 }));
}

const percent = (bp: number) => `${bp / 100}%`;

interface Bounds {
  /** Highest rate per category: the upline's, or the scheme's for a top agent. */
  ceiling: (gameType: string) => number;
  /** Lowest: the member's current rate (an agent never lowers), or its children's highest. */
  floor: (gameType: string) => {
    rateBp: number;
    code: 'rebate.rate.lowered' | 'rebate.rate.below.downline';
  };
}

/** Checks each rate against the scheme and the bounds, then writes them (in the caller's tx). */
async function writeRates(
  tx: Queryable,
  scheme: readonly RebateSchemeItem[],
  memberId: number,
  rates: readonly RebateRate[],
  bounds: Bounds,
): Promise<void> {
  const byType = new Map(scheme.map((s) => [s.gameType, s]));
  for (const r of rates) {
    const item = byType.get(r.gameType);
    if (!item) {
      throw new AppError('rebate.category.unknown', `${r.gameType} has no rebate in the scheme`);
    }
    if (r.rateBp % item.stepBp !== 0) {
      throw new AppError(
        'rebate.rate.step',
        `${r.gameType}: a rate is a whole number of ${percent(item.stepBp)} steps`,
      );
    }
    const ceiling = Math.min(item.maxRateBp, bounds.ceiling(r.gameType));
    if (r.rateBp > ceiling) {
      throw new AppError(
        'rebate.rate.above.upline',
        `${r.gameType}: ${percent(r.rateBp)} is above the highest allowed, ${percent(ceiling)}`,
      );
    }
    const floor = bounds.floor(r.gameType);
    if (r.rateBp < floor.rateBp) {
      throw new AppError(
        floor.code,
        `${r.gameType}: ${percent(r.rateBp)} is below ${percent(floor.rateBp)}, ${
          floor.code === 'rebate.rate.lowered'
            ? 'the current rate (rates are never lowered)'
            : 'the rate of a member of its downline'
        }`,
      );
    }
  }
  await tx.query(
    `INSERT INTO member_rebate_rates (member_id, game_type, rate_bp)
     SELECT $1, x.game_type, x.rate_bp FROM unnest($2::text[], $3::int[]) AS x(game_type, rate_bp)
     ON CONFLICT (member_id, game_type)
     DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = now()`,
    [memberId, rates.map((r) => r.gameType), rates.map((r) => r.rateBp)],
  );
}

const rateMap = (rates: readonly RebateRate[]) => new Map(rates.map((r) => [r.gameType, r.rateBp]));

/**
 * A new member's rates, set by the agent opening it (in the account's own transaction): each at
 * most the agent's own. The agent's row is locked first (the lock order above).
 */
export async function setOpeningRates(
  tx: Queryable,
  merchantCode: string,
  agentId: number,
  memberId: number,
  rates: readonly RebateRate[],
): Promise<void> {
  if (!rates.length) return;
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [agentId]);
  const scheme = await schemeOf(tx, merchantCode);
  const own = rateMap(await ratesOf(tx, scheme, agentId));
  await writeRates(tx, scheme, memberId, rates, {
    ceiling: (t) => own.get(t) ?? 0,
    floor: () => ({ rateBp: 0, code: 'rebate.rate.lowered' }),
  });
}

/**
 * Raises the rates of a member of the agent's direct downline (agent area): answers its rates. A
 * member deeper in the team is refused (its own upline sets them); one outside it, 404.
 */
export async function raiseChildRates(
  db: Db,
  merchantCode: string,
  agentId: number,
  memberId: number,
  rates: readonly RebateRate[],
): Promise<TeamMemberRef & { rates: RebateRate[] }> {
  return db.transaction(async (tx) => {
    const child = await directChild(tx, agentId, memberId);
    await tx.query('SELECT 1 FROM members WHERE id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE', [
      [agentId, memberId],
    ]);
    const scheme = await schemeOf(tx, merchantCode);
    const own = rateMap(await ratesOf(tx, scheme, agentId));
    const current = rateMap(await ratesOf(tx, scheme, memberId));
    await writeRates(tx, scheme, memberId, rates, {
      ceiling: (t) => own.get(t) ?? 0,
      floor: (t) => ({ rateBp: current.get(t) ?? 0, code: 'rebate.rate.lowered' }),
    });
    return { ...child, rates: await ratesOf(tx, scheme, memberId) };
  });
}

/** The member, when it is in the agent's direct downline; else the refusal. */
export async function directChild(
  q: Queryable,
  agentId: number,
  memberId: number,
): Promise<TeamMemberRef> {
  const [row] = await q.query<{ username: string; parent_id: string | null; in_team: boolean }>(
    `SELECT m.username, m.parent_id::text AS parent_id,
            EXISTS (SELECT 1 FROM member_tree t WHERE t.ancestor_id = $1 AND t.member_id = m.id)
              AS in_team
       FROM members m WHERE m.id = $2`,
    [agentId, memberId],
  );
  if (!row?.in_team || memberId === agentId) throw outsideTeam();
  if (Number(row.parent_id) !== agentId) {
    throw new AppError(
      'rebate.member.not.direct',
      'Rates are set by the member’s own upline: this member is not in your direct downline',
    );
  }
  return { memberId, username: row.username };
}

/**
 * The operator sets a top agent's rates (no upline): within the scheme, and never below the
 * highest rate of its direct children in a category.
 */
export async function setTopAgentRates(
  db: Db,
  merchantCode: string,
  username: string,
  rates: readonly RebateRate[],
): Promise<TeamMemberRef & { rates: RebateRate[] }> {
  return db.transaction(async (tx) => {
    const [agent] = await tx.query<{
      id: string;
      username: string;
      type: number;
      parent_id: string | null;
    }>(
      `SELECT id::text AS id, username, type, parent_id::text AS parent_id FROM members
        WHERE merchant_code = $1 AND lower(username) = lower($2) FOR UPDATE`,
      [merchantCode, username],
    );
    if (!agent) throw new AppError('not.found', 'No such member');
    if (!isAgentType(agent.type) || agent.parent_id !== null) {
      throw new AppError(
        'contract.not.agent',
        'The operator sets the rates of top agents only; others get theirs from their upline',
      );
    }
    const id = Number(agent.id);
    const children = await tx.query<{ game_type: string; rate_bp: number }>(
      `SELECT r.game_type, max(r.rate_bp)::int AS rate_bp FROM member_rebate_rates r
         JOIN members m ON m.id = r.member_id WHERE m.parent_id = $1 GROUP BY r.game_type`,
      [id],
    );
    const highestChild = new Map(children.map((c) => [c.game_type, c.rate_bp]));
    const scheme = await schemeOf(tx, merchantCode);
    await writeRates(tx, scheme, id, rates, {
      ceiling: () => Number.POSITIVE_INFINITY,
      floor: (t) => ({ rateBp: highestChild.get(t) ?? 0, code: 'rebate.rate.below.downline' }),
    });
    return { memberId: id, username: agent.username, rates: await ratesOf(tx, scheme, id) };
  });
}
