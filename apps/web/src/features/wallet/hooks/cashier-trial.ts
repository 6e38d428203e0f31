import { ApiError } from '@/shared/api/api-error';
import { useSessionStore } from '@/shared/stores/session-store';

/**
 * Spec 6: a free-play (trial) account may not deposit or withdraw. Known from the session (the
 * trial flag of a free-play login, or type 4), and from the server, which refuses a trial account
 * with `trial.restricted` whatever the session says.
 */
export function useIsTrialAccount(error?: unknown): boolean {
  const trial = useSessionStore((s) => s.trial || s.session?.type === 4);
  return trial || (error instanceof ApiError && error.errorCode === 'trial.restricted');
}
