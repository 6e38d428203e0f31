import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
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

/**
 * The in-house dice and slot and the round verify page (issue 23): one module for the three, as
 * the lottery's screens share one (each route module adds its loader to the first screen's
 * JavaScript).
 */
export function OriginalsRoute() {
  const route = findRoute(useLocation().pathname);
  if (route === 'originalsSlot') return <Slot />;
  if (route === 'originalsVerify') return <OriginalsVerifyScreen />;
  return <Dice />;
}
