import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export type LaunchGameQuery = QueryInput<typeof endpoints.launchGame>;

/**
 * Launcher v3 (spec 7): a URL to open for one game. Not a query: every launch asks afresh (the
 * URL carries a one-time vendor token). The hook that decides what a tap does is
 * hooks/use-launch-game.ts.
 */
export const launchGame = (query: LaunchGameQuery) =>
  apiRequest(endpoints.launchGame, { query: { platform: 'html5', ...query } });
