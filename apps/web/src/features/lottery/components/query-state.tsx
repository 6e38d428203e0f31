import { useTranslation } from 'react-i18next';
import styles from './query-state.module.css';

/** Grey blocks where a list or card is about to be. */
export function Skeleton({ rows = 3, height }: { rows?: number; height?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} role="status" aria-label={t('lottery.state.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} style={height ? { height } : undefined} />
      ))}
    </div>
  );
}

/** A failed read, with what failed and another try. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('lottery.state.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return <p className={styles.empty}>{message}</p>;
}
