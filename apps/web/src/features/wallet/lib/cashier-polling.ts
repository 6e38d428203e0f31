import type { DepositStatus, WithdrawalStatus } from '@app/contract';

/** Backoff of an order's polling: 1 s, 2 s, 4 s, 8 s, then every 15 s. */
export const POLL_FIRST_MS = 1_000;
export const POLL_CAP_MS = 15_000;

/** The wait before the n-th poll (0-based) since the order last changed state. */
export const pollDelay = (n: number) => Math.min(POLL_FIRST_MS * 2 ** n, POLL_CAP_MS);

/** States no one moves an order out of: polling stops there. */
export const isFinalDeposit = (s: DepositStatus) =>
  s === 'approved' || s === 'rejected' || s === 'expired';
export const isFinalWithdrawal = (s: WithdrawalStatus) => s !== 'pending';
