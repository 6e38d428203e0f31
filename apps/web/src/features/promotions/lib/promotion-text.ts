import type { Promotion } from '@app/contract';

/** Spec 2.11: the detail title without a leading [number] tag ("[1] Welcome" -> "Welcome"). */
export const withoutNumberTag = (title: string) => title.replace(/^\s*\[\d+\]\s*/, '');

/** Spec 2.11: YYYY-MM-DD~YYYY-MM-DD (an open end leaves the right side empty). */
export const dateRange = (p: Pick<Promotion, 'startDate' | 'endDate'>) =>
  `${p.startDate.slice(0, 10)}~${p.endDate?.slice(0, 10) ?? ''}`;

/** The image of a sequence (1 list image, 2 detail banner), else the other one, else none. */
export function imageOf(p: Pick<Promotion, 'announcementImages'>, sequence: 1 | 2) {
  const images = p.announcementImages;
  return (images.find((i) => i.sequence === sequence) ?? images[0])?.url ?? null;
}
