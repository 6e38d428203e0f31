import type { BootData } from '@app/contract';
import { readBootData } from '@/shared/api/boot-data';

/** Answers a page carries are used while they are this fresh; an older page's are asked again. */
const FRESH_MS = 10_000;

/**
 * The lobby's answers as its page carried them (contract `BootData.lottery`), and when the server
 * made them by this browser's clock (between the page's request and the start of its answer);
 * none once that is a while ago, or for a page the browser took from its history (back and
 * forward), whose answers are as old as the page.
 */
export function pageAnswers():
  { lottery: NonNullable<BootData['lottery']>; at: number } | undefined {
  const lottery = readBootData()?.lottery;
  if (!lottery) return undefined;
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!page || page.type === 'back_forward') return undefined;
  const at = performance.timeOrigin + (page.requestStart + page.responseStart) / 2;
  return Date.now() - at > FRESH_MS ? undefined : { lottery, at };
}
