import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, translateError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { toast } from '@/shared/stores/toast-store';
import { recentGamesKey } from '../api/get-recent-games';
import { launchGame } from '../api/launch-game';
import { launchLottery } from '../api/launch-lottery';
import { launchPlan, type LaunchItem } from '../lib/launch-plan';
import { openUrl } from '../lib/open-url';

/** Session type 4 is a free-play (trial) account (API-NOTES "member info"). */
const TRIAL_TYPE = 4;

/**
 * What tapping a game does (spec 4 "Game launch"; the rules are in lib/launch-plan.ts). Direct
 * launches open the vendor's URL in this tab: a new window would be blocked after the await.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const trial = useSessionStore((s) => s.trial) || session?.type === TRIAL_TYPE;
  const [pending, setPending] = useState(false);

  const launch = async (item: LaunchItem, options: { freePlay?: boolean } = {}) => {
    const vendorList =
      pathname === paths.gameList.path
        ? (new URLSearchParams(search).get('vassalage') ?? undefined)
        : undefined;
    const plan = launchPlan(item, { signedIn: session !== null, trial, vendorList, ...options });
    if (plan.kind === 'login') return navigate(paths.login.href());
    if (plan.kind === 'vendorList')
      return navigate(paths.gameList.href({ gameType: plan.gameType, vassalage: plan.vassalage }));
    if (plan.kind === 'lotteryPage') return navigate(paths.launchGame.href(plan.query));
    if (pending) return;
    setPending(true);
    const loading = toast.loading(t('games.launch.opening'));
    try {
      const { gameUrl } =
        plan.kind === 'lottery' ? await launchLottery(plan.query) : await launchGame(plan.query);
      toast.hide(loading);
      // The server wrote the launch to the member's recent list.
      void queryClient.invalidateQueries({ queryKey: recentGamesKey });
      // Our own games (the in-house ones, issue 23) open inside the app.
      if (gameUrl.startsWith('/m/')) void navigate(gameUrl);
      else openUrl(gameUrl);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : translateError('unknown.error'));
    } finally {
      setPending(false);
    }
  };

  return { launch, pending };
}
