import type { WithdrawInfo } from '../api/get-withdraw-info';

/** What is left of today's limits, and the most one request may take now. */
export function withdrawLimits(info: WithdrawInfo) {
  const countLeft = Math.max(0, info.dailyCountLimit - info.dailyCountUsed);
  const sumLeftMinor = Math.max(0, info.dailySumLimitMinor - info.dailySumUsedMinor);
  // The all-in button: min(available, max, today's remaining sum), nothing when no request is left.
  const allInMinor =
    countLeft === 0 ? 0 : Math.max(0, Math.min(info.availableMinor, info.maxMinor, sumLeftMinor));
  return { countLeft, sumLeftMinor, allInMinor, canWithdraw: allInMinor >= info.minMinor };
}
