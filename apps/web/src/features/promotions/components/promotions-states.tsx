import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form.module.css';
import styles from './promotions.module.css';

interface MessageProps {
  tone: 'info' | 'error';
  message: string;
  action?: { label: string; onClick: () => void };
}

/** The empty state and a failed load (with retry); errors are alerts a screen reader says. */
export function PromotionsMessage({ tone, message, action }: MessageProps) {
  return (
    <div className={styles.message}>
      <p role={tone === 'error' ? 'alert' : 'status'}>{message}</p>
      {action && (
        <button type="button" className={formStyles.secondary} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}

/** The list's shape while it loads: the menu strip and picture-sized blocks, nothing moves after. */
export function PromotionsSkeleton({ detail = false }: { detail?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('promotions.loading')}>
      {!detail && <div className={`${styles.skeleton} ${styles.skeletonMenu}`} />}
      {[0, 1, 2].slice(0, detail ? 1 : 3).map((i) => (
        <div key={i} className={`${styles.skeleton} ${styles.skeletonImage}`} />
      ))}
      {detail && <div className={`${styles.skeleton} ${styles.skeletonText}`} />}
    </div>
  );
}
