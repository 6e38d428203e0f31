import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { useSentinel } from '@/shared/hooks/use-sentinel';
import styles from './paged-list.module.css';

/** What a records list needs of its infinite query (TanStack's `useInfiniteQuery` result). */
export interface RecordPages<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  /** The first page failed (nothing to show) or a later one did (the rows stay). */
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface RecordListProps<T> {
  label: string;
  pages: RecordPages<T>;
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
  /** What an empty list says instead of 'no data' ("no orders yet"). */
  empty?: string;
}

const SKELETON_ROWS = 6;
/** About a record row's height. */
const SKELETON_HEIGHT = '0.86rem';

/**
 * The list part of a records or team screen: a skeleton while the first page loads, 'no data' (spec 8)
 * when the filter matches nothing, an error with a retry, then rows that grow by cursor as the
 * end comes into view, with a loading row and an end-of-list line.
 */
export function RecordList<T>({ label, pages, keyOf, children, empty }: RecordListProps<T>) {
  const { t } = useTranslation();
  const { items, hasNextPage, isFetchingNextPage, isFetchNextPageError } = pages;
  const sentinel = useSentinel<HTMLDivElement>(
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    () => void pages.fetchNextPage(),
  );

  if (pages.isPending)
    return <Skeleton label={t('list.loading')} rows={SKELETON_ROWS} height={SKELETON_HEIGHT} />;
  if (pages.isError && !isFetchNextPageError)
    return <ErrorBox onRetry={() => void pages.refetch()} />;
  if (items.length === 0) return <p className={styles.empty}>{empty ?? t('list.empty')}</p>;

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)} className={styles.item}>
            {children(item)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      {isFetchingNextPage && (
        <p className={styles.more} role="status">
          <Spinner className={styles.moreSpinner} />
          {t('list.loadingMore')}
        </p>
      )}
      {isFetchNextPageError && <ErrorBox onRetry={() => void pages.fetchNextPage()} />}
      {!hasNextPage && <p className={styles.end}>{t('list.end')}</p>}
    </>
  );
}

function ErrorBox({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.errorBox} role="alert">
      <p>{t('list.error')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}

/**
 * The pages joined into one list, each id once: a record that moves to the next page between two
 * fetches (a new bet settling on top) is not shown twice.
 */
export function joinPages<T>(
  pages: readonly { list: T[] }[] | undefined,
  idOf: (item: T) => string | number,
): T[] {
  const seen = new Set<string | number>();
  const out: T[] = [];
  for (const page of pages ?? [])
    for (const item of page.list) {
      const id = idOf(item);
      if (!seen.has(id)) {
        seen.add(id);
        out.push(item);
      }
    }
  return out;
}
