import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form.module.css';
import styles from './support.module.css';

/** The shape of a support screen while it loads: blocks where the content will be. */
export function SupportSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('support.common.loading')}>
      <div className={`${styles.skeleton} ${styles.skeletonTall}`} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}

/** A whole-screen message: empty (a polite status) or failed (an alert with a retry). */
export function SupportMessage({
  tone,
  message,
  onRetry,
}: {
  tone: 'info' | 'error';
  message: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.message}>
      <p role={tone === 'error' ? 'alert' : 'status'} className={styles.messageText}>
        {message}
      </p>
      {onRetry && (
        <button type="button" className={formStyles.secondary} onClick={onRetry}>
          {t('support.common.retry')}
        </button>
      )}
    </div>
  );
}
