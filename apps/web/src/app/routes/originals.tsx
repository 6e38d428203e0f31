import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { CrashScreen } from '@/features/crash/components/game/crash-screen';
import { CrashVerifyScreen } from '@/features/crash/components/verify/crash-verify-screen';
import { DiceScreen } from '@/features/originals/components/dice/dice-screen';
import type { WalletView } from '@/features/originals/components/common/stake-picker';
import { SlotScreen } from '@/features/originals/components/slot/slot-screen';
import { OriginalsVerifyScreen } from '@/features/originals/components/verify/verify-screen';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { findRoute } from '@/shared/config/match-route';

/** A game, with the member's balance lent by the wallet feature. */
const withWallet = (Game: ComponentType<{ wallet: WalletView }>) =>
  function Played() {
    const { data } = useWalletBalance();
    return (
      <Game
        wallet={{
          balanceMinor: data?.sumBalanceMinor ?? null,
          currencySymbol: data?.currencySymbol ?? '',
        }}
      />
    );
  };

const Dice = withWallet(DiceScreen);
const Slot = withWallet(SlotScreen);
const Crash = withWallet(CrashScreen);

/**
 * The in-house games (issue 23): dice, slot, crash and the verify pages, one module for them all,
 * as the lottery's screens share one (each route module adds its loader, its dictionary's and
 * their files' names to every screen's first JavaScript).
 */
export function OriginalsRoute() {
  const route = findRoute(useLocation().pathname);
  if (route === 'crash') return <Crash />;
  if (route === 'crashVerify') return <CrashVerifyScreen />;
  if (route === 'originalsSlot') return <Slot />;
  if (route === 'originalsVerify') return <OriginalsVerifyScreen />;
  return <Dice />;
}
