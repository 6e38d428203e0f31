import { QueryClient, QueryClientProvider, notifyManager, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '@/testing/server';
import { NOTIFY_BATCH_MS, frameBatchedScheduler } from '../frame-batched-notify';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Two queries on one screen (as home's vendor strip and hot games are), whose answers the test
 * hands over 5 ms apart; counts the screen's renders.
 */
async function twoAnswersFiveMsApart() {
  const vendors = heldAnswer();
  const hotGames = heldAnswer();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let renders = 0;
  function Both() {
    renders++;
    const a = useQuery({
      queryKey: ['vendors'],
      queryFn: () => vendors.held.then(() => 'vendors'),
    });
    const b = useQuery({ queryKey: ['hot'], queryFn: () => hotGames.held.then(() => 'hot games') });
    return <p>{[a.data ?? '…', b.data ?? '…'].join(' and ')}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <Both />
    </QueryClientProvider>,
  );
  const rendersBefore = renders;
  vendors.release();
  await advance(5);
  hotGames.release();
  await advance(NOTIFY_BATCH_MS * 2);
  expect(screen.getByText('vendors and hot games')).toBeTruthy();
  return renders - rendersBefore;
}

describe('query notifications batched by frame (issue 22: answers that arrive together render once)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
  });

  it('runs every notification scheduled within the window in one task, in order, then starts anew', () => {
    const schedule = frameBatchedScheduler();
    const ran: string[] = [];
    schedule(() => ran.push('first'));
    vi.advanceTimersByTime(5);
    schedule(() => ran.push('second'));
    vi.advanceTimersByTime(NOTIFY_BATCH_MS - 6);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first', 'second']);
    schedule(() => ran.push('third'));
    expect(ran).toEqual(['first', 'second']);
    vi.advanceTimersByTime(NOTIFY_BATCH_MS);
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('two answers 5 ms apart make one render, where the library default makes one each', async () => {
    expect(await twoAnswersFiveMsApart()).toBe(2);
    document.body.innerHTML = '';
    notifyManager.setScheduler(frameBatchedScheduler());
    expect(await twoAnswersFiveMsApart()).toBe(1);
  });
});
