import { notifyManager } from '@tanstack/react-query';

/** How long a query notification waits for others to join it: about one frame. */
export const NOTIFY_BATCH_MS = 16;

/**
 * A scheduler for TanStack Query's notifications that runs every notification scheduled within
 * `waitMs` of the first in one task. Answers that arrive together (home's vendors, hot games, live
 * banners and app info land within a few milliseconds of one another) then make one React render
 * and one commit instead of one each (issue 22): React batches the updates of one task. The
 * library's default runs each in a `setTimeout(0)` of its own.
 */
export function frameBatchedScheduler(waitMs = NOTIFY_BATCH_MS) {
  let pending: Array<() => void> | null = null;
  return (callback: () => void) => {
    if (pending) {
      pending.push(callback);
      return;
    }
    pending = [callback];
    setTimeout(() => {
      const run = pending ?? [];
      pending = null;
      for (const notify of run) notify();
    }, waitMs);
  };
}

/** The app's query notifications, batched by frame (called once at boot). */
export function batchQueryNotifications() {
  notifyManager.setScheduler(frameBatchedScheduler());
}
