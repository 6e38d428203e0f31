import { CRASH_MAX_BUST_X100, crashWinMinor } from '@app/contract';
import type { BetRow } from './bets-repository.ts';

/**
 * The house limit of a crash round (issue 23: max win per merchant day; migration 036). When a
 * round stops taking bets its bets are known, so the clock gives it the highest multiplier at which
 * all of them could cash out and keep the in-house games' net payout of the day within its cap
 * (originals/day-cap.ts), and reserves that best case. A bet still open when the curve reaches
 * the limit is cashed out at it, as at an auto cash-out. The limit depends on the bets and the
 * day's figures alone, never on the round's bust point.
 */

export type BetStake = Pick<BetRow, 'stake_minor' | 'auto_cashout_x100'>;

/** Where a bet cashes out by itself: at its auto cash-out or at the house limit, the lower. */
export function cashoutCapX100(bet: BetStake, limitX100: number | null): number | null {
  const auto = bet.auto_cashout_x100;
  if (limitX100 === null) return auto;
  return auto === null ? limitX100 : Math.min(auto, limitX100);
}

/** What the bets would pay net (wins - stakes) if each cashed out at `x100` or at its auto below it. */
export function netAtX100(bets: readonly BetStake[], x100: number): number {
  let net = 0;
  for (const b of bets)
    net += crashWinMinor(b.stake_minor, cashoutCapX100(b, x100)!) - b.stake_minor;
  return net;
}

/** The highest multiplier (hundredths, 1.00x at least) at which the bets' net stays within `roomMinor`. */
export function houseLimitX100(bets: readonly BetStake[], roomMinor: number): number {
  if (netAtX100(bets, CRASH_MAX_BUST_X100) <= roomMinor) return CRASH_MAX_BUST_X100;
  if (roomMinor <= 0) return 100;
  // netAtX100 grows with x100 and is 0 at 1.00x: the last multiplier within room, by bisection.
  let within = 100;
  let beyond = CRASH_MAX_BUST_X100;
  while (beyond - within > 1) {
    const mid = Math.floor((within + beyond) / 2);
    if (netAtX100(bets, mid) <= roomMinor) within = mid;
    else beyond = mid;
  }
  return within;
}

/** A settled bet's share of what its round reserved (nothing for a round without a limit). */
export function heldMinor(bet: BetStake, limitX100: number | null): number {
  return limitX100 === null ? 0 : netAtX100([bet], limitX100);
}
