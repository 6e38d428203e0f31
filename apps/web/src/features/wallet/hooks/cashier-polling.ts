import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pollDelay } from '../lib/cashier-polling';

/**
 * Polls an order's query with backoff (lib/cashier-polling.ts) until `isFinal` says its state is
 * final. The backoff starts again whenever the state changes (a submitted reference, say), and a
 * failed poll waits like a successful one rather than hammering a struggling server.
 */
export function useOrderPolling<T extends { status: string }>(
  query: UseQueryResult<T>,
  isFinal: (status: T['status']) => boolean,
) {
  const status = query.data?.status;
  const polls = useRef<{ status: string | undefined; n: number }>({ status: undefined, n: 0 });
  const { refetch, dataUpdatedAt, errorUpdatedAt, isFetching } = query;

  useEffect(() => {
    if (status === undefined || isFinal(status) || isFetching) return;
    if (polls.current.status !== status) polls.current = { status, n: 0 };
    const id = setTimeout(() => {
      polls.current.n += 1;
      void refetch({ cancelRefetch: false });
    }, pollDelay(polls.current.n));
    return () => clearTimeout(id);
    // dataUpdatedAt and errorUpdatedAt: each finished poll schedules the next one.
  }, [status, isFinal, isFetching, dataUpdatedAt, errorUpdatedAt, refetch]);
}
