import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getAgentInfo,
  getDownline,
  getTeamBetting,
  getTeamBettingGroups,
  getTeamKpi,
  getTeamPnl,
  isAgentType,
  openAccount,
  TEAM_PAGE_SIZE,
} from '@app/contract';
import { AppError } from '../errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { booksOf } from '../money/money.ts';
import { clientOf, merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { downlinePage, pathInTeam, teamSize } from './downline.ts';
import { teamBettingGroups, teamBettors, teamDays, teamFigures } from './team-figures.ts';
import { teamRange } from './team-range.ts';

const cursorInvalid = () => new AppError('records.cursor.invalid', 'The cursor is not one of ours');

/** Spec 6: "non-agents cannot log in to the agent area". */
export function agentOf(request: FastifyRequest) {
  const session = sessionOf(request);
  if (!isAgentType(session.type)) {
    throw new AppError('agent.only', 'Only agents can use the agent area');
  }
  return session;
}

/** A page position as the list's opaque cursor: a positive whole number, as text. */
const positionOf = (cursor: string | undefined): number | null => {
  if (cursor === undefined) return null;
  if (!/^[1-9]\d{0,14}$/.test(cursor)) throw cursorInvalid();
  return Number(cursor);
};

/**
 * The agent area (issue 20): team figures from the rollups, the downline tree, open account. A
 * member id in a query must be in the caller's team (404 agent.member.outside.team otherwise).
 */
export default async function agentRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' };

  const teamOf = async (request: FastifyRequest, memberId: number | undefined) => {
    const agent = agentOf(request);
    const path = await pathInTeam(app.db, agent.memberId, memberId ?? agent.memberId);
    return { agent, path, root: path[path.length - 1]!.memberId };
  };

  registerEndpoint(app, getAgentInfo, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    const member = await app.repos.members.findById(agent.memberId);
    return {
      affiliateCode: member?.affiliateCode ?? '',
      ...(await teamSize(app.db, agent.memberId)),
    };
  });

  registerEndpoint(app, getTeamKpi, async (request, reply) => {
    reply.headers(noStore);
    const m = merchantOf(request);
    const { path, root } = await teamOf(request, request.query.memberId);
    const range = teamRange(request.query, m.timeZone);
    const books = { currency: m.currencyCode, timeZone: m.timeZone };
    const size = request.query.size;
    const after = positionOf(request.query.cursor);
    const children = size
      ? await app.db.query<{ id: string; username: string; nickname: string | null; type: number }>(
          `SELECT id::text AS id, username, nickname, type FROM members
            WHERE parent_id = $1 AND ($2::bigint IS NULL OR id > $2)
            ORDER BY id LIMIT $3`,
          [root, after, size + 1],
        )
      : [];
    const page = children.slice(0, size);
    const figures = await teamFigures(
      app.db,
      books,
      [root, ...page.map((c) => Number(c.id))],
      range,
    );
    const summary = figures.get(root)!;
    return {
      range,
      path,
      footer: {
        teamLoginMemberCount: summary.loggedInCount,
        teamBetMemberCount: summary.bettingCount,
        teamRegisterMemberCount: summary.registeredCount,
        teamOnlineCount: summary.onlineCount,
      },
      summary,
      list: page.map((c) => ({
        memberId: Number(c.id),
        username: c.username,
        nickname: c.nickname,
        type: c.type,
        figures: figures.get(Number(c.id))!,
      })),
      nextCursor: children.length > size ? page[page.length - 1]!.id : null,
    };
  });

  registerEndpoint(app, getTeamPnl, async (request, reply) => {
    reply.headers(noStore);
    const m = merchantOf(request);
    const { path, root } = await teamOf(request, request.query.memberId);
    const range = teamRange(request.query, m.timeZone);
    const days = await teamDays(
      app.db,
      { currency: m.currencyCode, timeZone: m.timeZone },
      root,
      range,
    );
    const sum = (k: Exclude<keyof (typeof days)[number], 'day'>) =>
      days.reduce((total, d) => total + d[k], 0);
    return {
      range,
      path,
      days,
      totals: {
        stakesMinor: sum('stakesMinor'),
        validStakesMinor: sum('validStakesMinor'),
        winsMinor: sum('winsMinor'),
        bonusesMinor: sum('bonusesMinor'),
        rebatesMinor: sum('rebatesMinor'),
        profitMinor: sum('profitMinor'),
      },
    };
  });

  registerEndpoint(app, getTeamBetting, async (request, reply) => {
    reply.headers(noStore);
    const m = merchantOf(request);
    const agent = agentOf(request);
    const range = teamRange(request.query, m.timeZone);
    const size = request.query.pageSize ?? TEAM_PAGE_SIZE;
    const offset = positionOf(request.query.cursor) ?? 0;
    const rows = await teamBettors(
      app.db,
      { currency: m.currencyCode, timeZone: m.timeZone },
      agent.memberId,
      range,
      { offset, size: size + 1, username: request.query.username || undefined },
    );
    return {
      range,
      list: rows.slice(0, size),
      nextCursor: rows.length > size ? String(offset + size) : null,
    };
  });

  registerEndpoint(app, getTeamBettingGroups, async (request, reply) => {
    reply.headers(noStore);
    const m = merchantOf(request);
    const { path, root } = await teamOf(request, request.query.memberId);
    const range = teamRange(request.query, m.timeZone);
    const books = { currency: m.currencyCode, timeZone: m.timeZone };
    return {
      range,
      path,
      list: await teamBettingGroups(app.db, books, root, range, request.query.by),
    };
  });

  registerEndpoint(app, getDownline, async (request, reply) => {
    reply.headers(noStore);
    const { agent, path, root } = await teamOf(request, request.query.memberId);
    const size = request.query.pageSize ?? TEAM_PAGE_SIZE;
    const rows = await downlinePage(
      app.db,
      { parentId: root, viewerId: agent.memberId, username: request.query.username || undefined },
      { beforeId: positionOf(request.query.cursor), size: size + 1 },
    );
    const page = rows.slice(0, size);
    const balances = await app.money.walletBalances(
      booksOf(merchantOf(request)),
      page.map((r) => r.memberId),
    );
    return {
      path,
      list: page.map((r) => ({ ...r, balanceMinor: Number(balances.get(r.memberId) ?? 0n) })),
      nextCursor: rows.length > size ? String(page[page.length - 1]!.memberId) : null,
    };
  });

  registerEndpoint(app, openAccount, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    const created = await app.accounts.openAccount(clientOf(request), agent, request.body);
    const [row] = await downlinePage(
      app.db,
      { parentId: agent.memberId, viewerId: agent.memberId },
      { beforeId: created.id + 1, size: 1 },
    );
    return { ...row!, balanceMinor: 0, affiliateCode: created.affiliateCode };
  });
}
