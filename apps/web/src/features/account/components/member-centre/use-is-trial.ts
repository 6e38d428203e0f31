import { useSessionStore } from '@/shared/stores/session-store';
import { useMemberInfo } from '../../api/get-member-info';

/**
 * A free-play (trial) account: the trial flag of a free-play login, or member type 4 (spec 6,
 * API-NOTES "type 4 = trial") from the session or the member info.
 */
export function useIsTrial(): boolean {
  const trial = useSessionStore((s) => s.trial || s.session?.type === 4);
  const { data: member } = useMemberInfo();
  return trial || member?.type === 4;
}
