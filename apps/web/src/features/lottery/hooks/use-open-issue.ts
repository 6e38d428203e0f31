import type { LotteryDraw } from '@app/contract';
import { useEffect, useState } from 'react';
import { issuePhase, serverNow, type NearIssues } from '../lib/issue-clock';

/**
 * The issue taking bets now, or null once it has closed: re-checked at the close time itself
 * (one timer, not a tick), so the screens around the bet slip render only when it changes.
 */
export function useOpenIssue(near: NearIssues | undefined): LotteryDraw | null {
  const [, recheck] = useState(0);
  const phase = near ? issuePhase(near, serverNow(near)) : null;
  const issue = phase?.kind === 'open' ? phase.issue : null;
  // The close on this device's clock: stable for one answer, so the timer is set once.
  const closesAt = issue && near ? Date.parse(issue.closeAt) - near.offsetMs : null;
  useEffect(() => {
    if (closesAt === null) return;
    const id = setTimeout(() => recheck((n) => n + 1), Math.max(0, closesAt - Date.now()) + 50);
    return () => clearTimeout(id);
  }, [closesAt]);
  return issue;
}
