import { useTranslation } from 'react-i18next';
import styles from './common.module.css';

/** Grey blocks where a panel is about to be. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} role="status" aria-label={t('originals.state.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} />
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
        {t('originals.state.retry')}
      </button>
    </div>
  );
}
