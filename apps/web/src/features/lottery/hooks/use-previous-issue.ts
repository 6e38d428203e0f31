import { useState } from 'react';

/**
 * The issue that was current before this one: once an issue closes the server's current issue
 * is already the next, and the closed one (being drawn) is named only by having been current.
 */
export function usePreviousIssue(current: string | undefined): string | null {
  const [seen, setSeen] = useState({ current, previous: null as string | null });
  if (seen.current !== current) {
    const next = { current, previous: seen.current ?? null };
    setSeen(next);
    return next.previous;
  }
  return seen.previous;
}
