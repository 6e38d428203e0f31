import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { LotteryGameScreen } from '@/features/lottery/components/game/game-screen';
import { LotteryLobbyScreen } from '@/features/lottery/components/lobby/lobby-screen';
import { LotteryVerifyScreen } from '@/features/lottery/components/verify/verify-screen';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { findRoute } from '@/shared/config/match-route';
import type { RouteName } from '@/shared/config/paths';

/** A game, with the member's balance lent by the wallet feature. */
function Game() {
  const { data, isFetching, refetch } = useWalletBalance();
  return (
    <LotteryGameScreen
      wallet={{
        balanceMinor: data?.sumBalanceMinor ?? null,
        currencySymbol: data?.currencySymbol ?? '',
        refreshing: isFetching,
        refresh: () => void refetch({ cancelRefetch: false }),
      }}
    />
  );
}

const screens: Partial<Record<RouteName, ComponentType>> = {
  lottery: LotteryLobbyScreen,
  lotteryGame: Game,
  lotteryVerify: LotteryVerifyScreen,
};

/**
 * Our own lottery (issue 21): the lobby (/m/lottery, where /m/launchGame sends a lobby launch), a
 * game (/m/lottery/:gameId) and a draw's verification (/m/lottery/verify). One module for the
 * three, as the agent area's screens share one: every route module adds its loader and the list
 * of its chunks to the first screen's JavaScript, which every visitor downloads.
 */
export function LotteryRoute() {
  const Screen = screens[findRoute(useLocation().pathname)] ?? LotteryLobbyScreen;
  return <Screen />;
}
