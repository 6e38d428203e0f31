import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './pagination.module.css';

/** Spec 9: "pagination shows up to 5 numbers". */
const MAX_NUMBERS = 5;

/**
 * The page numbers to show: all of them up to five, else five numbers (first, last, and the
 * current one's neighbours) with an ellipsis where pages are left out.
 */
export function pageItems(page: number, total: number): (number | 'gap')[] {
  if (total <= MAX_NUMBERS) return Array.from({ length: total }, (_, i) => i + 1);
  if (page <= 3) return [1, 2, 3, 4, 'gap', total];
  if (page >= total - 2) return [1, 'gap', total - 3, total - 2, total - 1, total];
  return [1, 'gap', page - 1, page, page + 1, 'gap', total];
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Spec 2.12: previous disabled on page 1, next on the last; hidden under two pages. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages < 2) return null;
  return (
    <nav className={styles.bar} aria-label={t('games.pages.label')}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('games.pages.prev')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="back" />
      </button>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.number}
            aria-label={t('games.pages.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        aria-label={t('games.pages.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <Icon name="chevronRight" />
      </button>
    </nav>
  );
}
