import type { LotteryOrder } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { lotteryKeys } from '../api/keys';

/**
 * What a new draw changes elsewhere on the game screen: the results and trend (a new row), the
 * orders (settled a moment later: their list polls until then), and the balance once an order
 * leaves pending (a win is credited: the wallet's queries, ['wallet'] in shared/api/query-keys).
 */
export function useDrawUpdates(
  gameId: string,
  latestIssueNo: string | null | undefined,
  orders: readonly LotteryOrder[] | undefined,
) {
  const queryClient = useQueryClient();
  const seenDraw = useRef(latestIssueNo);
  useEffect(() => {
    const before = seenDraw.current;
    seenDraw.current = latestIssueNo;
    if (before === undefined || latestIssueNo === undefined || before === latestIssueNo) return;
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.draws(gameId) });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.orders(gameId) });
  }, [gameId, latestIssueNo, queryClient]);

  const pending = orders?.filter((o) => o.state === 'pending').map((o) => o.orderNo) ?? null;
  const key = pending?.join(',') ?? null;
  const seenPending = useRef<string[] | null>(pending);
  useEffect(() => {
    const before = seenPending.current;
    const now = key === null ? null : key.split(',').filter(Boolean);
    seenPending.current = now;
    if (!before || !now || !before.some((no) => !now.includes(no))) return;
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [key, queryClient]);
}
