import { isAgentType, type DownlineMember } from '@app/contract';
import { AppError } from '../errors.ts';
import type { Queryable } from '../platform/db/db.ts';
import { containsPattern } from './team-figures.ts';

/** The downline tree (member_tree, migration 018) as the agent screens read it. */

export interface TeamMemberRef {
  memberId: number;
  username: string;
}

export const outsideTeam = () =>
  new AppError('agent.member.outside.team', 'This member is not in your team');

/**
 * The chain from the viewer down to `memberId` (both included), when `memberId` is in the
 * viewer's team; else 404 agent.member.outside.team (the same answer for a member of another
 * team and for no member at all: ids of other teams are never confirmed).
 */
export async function pathInTeam(
  q: Queryable,
  viewerId: number,
  memberId: number,
): Promise<TeamMemberRef[]> {
  const rows = await q.query<{ id: string; username: string }>(
    `SELECT m.id::text AS id, m.username
       FROM member_tree up
       JOIN member_tree mine ON mine.ancestor_id = $1 AND mine.member_id = up.ancestor_id
       JOIN members m ON m.id = up.ancestor_id
      WHERE up.member_id = $2
      ORDER BY up.depth DESC`,
    [viewerId, memberId],
  );
  if (!rows.length) throw outsideTeam();
  return rows.map((r) => ({ memberId: Number(r.id), username: r.username }));
}

type DownlineRow = Omit<DownlineMember, 'balanceMinor'>;

/**
 * A page of members, newest first: the direct downline of `parentId`, or, with a username part,
 * the members of the viewer's team (itself excepted) whose name contains it. Keyset on the id.
 */
export async function downlinePage(
  q: Queryable,
  filter: { parentId: number; viewerId: number; username?: string | undefined },
  page: { beforeId: number | null; size: number },
): Promise<DownlineRow[]> {
  const rows = await q.query<{
    id: string;
    username: string;
    nickname: string | null;
    type: number;
    registered_at: Date;
    last_login_at: Date | null;
    team_size: number;
    direct_count: number;
  }>(
    `SELECT m.id::text AS id, m.username, m.nickname, m.type, m.created_at AS registered_at,
            m.last_login_at,
            (SELECT count(*) FROM member_tree t WHERE t.ancestor_id = m.id)::int AS team_size,
            (SELECT count(*) FROM members c WHERE c.parent_id = m.id)::int AS direct_count
       FROM members m
      WHERE ${
        filter.username
          ? `m.id IN (SELECT t.member_id FROM member_tree t WHERE t.ancestor_id = $1 AND t.depth > 0)
             AND lower(m.username) LIKE lower($4)`
          : 'm.parent_id = $1'
      }
        AND ($2::bigint IS NULL OR m.id < $2)
      ORDER BY m.id DESC
      LIMIT $3`,
    [
      filter.username ? filter.viewerId : filter.parentId,
      page.beforeId,
      page.size,
      ...(filter.username ? [containsPattern(filter.username)] : []),
    ],
  );
  return rows.map((r) => ({
    memberId: Number(r.id),
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    isAgent: isAgentType(r.type),
    registeredAt: r.registered_at.toISOString(),
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
    teamSize: r.team_size,
    directCount: r.direct_count,
  }));
}

/** The size of a member's team and direct downline. */
export async function teamSize(
  q: Queryable,
  memberId: number,
): Promise<{ teamSize: number; directCount: number }> {
  const [row] = await q.query<{ team_size: number; direct_count: number }>(
    `SELECT (SELECT count(*) FROM member_tree WHERE ancestor_id = $1)::int AS team_size,
            (SELECT count(*) FROM members WHERE parent_id = $1)::int AS direct_count`,
    [memberId],
  );
  return { teamSize: row?.team_size ?? 0, directCount: row?.direct_count ?? 0 };
}
