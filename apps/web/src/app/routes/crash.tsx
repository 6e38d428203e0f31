import { useLocation } from 'react-router';
import { CrashScreen } from '@/features/crash/components/game/crash-screen';
import { CrashVerifyScreen } from '@/features/crash/components/verify/crash-verify-screen';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { findRoute } from '@/shared/config/match-route';

/** The game, with the member's balance lent by the wallet feature. */
function Game() {
  const { data } = useWalletBalance();
  return (
    <CrashScreen
      wallet={{
        balanceMinor: data?.sumBalanceMinor ?? null,
        currencySymbol: data?.currencySymbol ?? '',
      }}
    />
  );
}

/**
 * The crash game (issue 23): the live round (/m/inHouse/crash) and a round's verification
 * (/m/inHouse/crash/verify/:round). One module for both, as the lottery's screens share one.
 */
export function CrashRoute() {
  return findRoute(useLocation().pathname) === 'crashVerify' ? <CrashVerifyScreen /> : <Game />;
}
