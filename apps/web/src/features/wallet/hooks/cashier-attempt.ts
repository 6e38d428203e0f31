import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';

/**
 * The idempotency key of one money-moving attempt. The same request (same fields that move money)
 * keeps its key until the attempt is over, so a double tap or a retry after a network failure is
 * answered with the first order (or forfeit) instead of a second; a changed request is a new attempt.
 */
export function useCashierAttempt(prefix: 'dep' | 'wd' | 'bf') {
  const current = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = useCallback(
    (request: unknown) => {
      const signature = JSON.stringify(request);
      if (current.current?.signature !== signature)
        current.current = { signature, key: newIdempotencyKey(prefix) };
      return current.current.key;
    },
    [prefix],
  );
  /** The attempt succeeded: the next request, even an identical one, is a new deposit or withdrawal. */
  const finish = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, finish };
}
