import { useQueryParams } from '@/shared/hooks/use-query-params';
import { readDateFilter, writeParams, type DateFilter } from '../lib/records-filters';

/**
 * A records screen's filters live in the URL query, so back, forward and reload keep them. A
 * change replaces the entry (a filter tap is not a page of its own in the history).
 */
export function useRecordParams() {
  const [params, change] = useQueryParams();
  const dates = readDateFilter(params);
  const set = (changes: Record<string, string | undefined>) =>
    change((query) => writeParams(query, changes));
  const setDates = (next: DateFilter) =>
    set({
      period: next.period,
      startDate: next.period === 'custom' ? next.startDate : undefined,
      endDate: next.period === 'custom' ? next.endDate : undefined,
    });
  return { params, dates, set, setDates };
}
