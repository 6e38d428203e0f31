import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/shared/ui/icon';
import styles from './messages.module.css';

/** Placeholders of the rows to come, the size they will have (no shift when they arrive). */
export function ListSkeleton({ rows = 5, tall = false }: { rows?: number; tall?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} role="status" aria-label={t('messages.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className={tall ? `${styles.skeleton} ${styles.skeletonTall}` : styles.skeleton}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

export function EmptyState({ icon, text }: { icon: IconName; text: string }) {
  return (
    <div className={styles.state}>
      <Icon name={icon} className={styles.stateIcon} />
      <p>{text}</p>
    </div>
  );
}

export function ErrorState({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <p>{text ?? t('messages.error')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('messages.retry')}
      </button>
    </div>
  );
}
