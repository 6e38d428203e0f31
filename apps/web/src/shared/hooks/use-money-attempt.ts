import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';

/**
 * The idempotency key of one money-moving attempt (a deposit, a withdrawal, a forfeit, a lottery
 * bet). The same request (same fields that move money) keeps its key until the attempt is over,
 * so a double tap or a retry after a network failure is answered with the first order instead of
 * a second; a changed request is a new attempt.
 */
export function useMoneyAttempt(prefix: 'dep' | 'wd' | 'bf' | 'lot') {
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
  /** The attempt succeeded: the next request, even an identical one, is a new one. */
  const finish = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, finish };
}
