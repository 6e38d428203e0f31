import { useQueryParams } from '@/shared/hooks/use-query-params';
import { teamPeriods } from './agent-contract';

export type QuickPeriod = (typeof teamPeriods)[number];

/** Team betting by member (the list), or grouped by vendor or game category. */
export const bettingViews = ['member', 'vendor', 'category'] as const;
export type BettingView = (typeof bettingViews)[number];

const isPeriod = (v: string | null): v is QuickPeriod =>
  v !== null && (teamPeriods as readonly string[]).includes(v);

/**
 * A team screen's filter in the URL (back and reload keep it): the quick range, the team member
 * drilled into, a username search and (team betting) the grouping. Changing one keeps the others; history gets no new entry.
 */
export function useTeamParams(defaultPeriod: QuickPeriod = 'today') {
  const [params, change] = useQueryParams();
  const period = isPeriod(params.get('period'))
    ? (params.get('period') as QuickPeriod)
    : defaultPeriod;
  const rawMember = params.get('memberId');
  const memberId = rawMember && /^\d{1,15}$/.test(rawMember) ? rawMember : undefined;
  const username = params.get('username') ?? '';
  const rawBy = params.get('by');
  const by: BettingView = (bettingViews as readonly string[]).includes(rawBy ?? '')
    ? (rawBy as BettingView)
    : 'member';
  const set = (next: {
    period?: QuickPeriod;
    memberId?: string | null;
    username?: string;
    by?: BettingView;
  }) => change(next);
  return { period, memberId, username, by, set };
}
