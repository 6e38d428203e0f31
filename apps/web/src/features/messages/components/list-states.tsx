import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/shared/ui/icon';
import { Skeleton } from '@/shared/ui/query-state';
import styles from './messages.module.css';

/**
 * Placeholders of the rows to come, the size they will have (no shift when they arrive): about a
 * row's height (title, date, two lines of preview), or a whole notice's.
 */
export function ListSkeleton({ rows = 5, tall = false }: { rows?: number; tall?: boolean }) {
  const { t } = useTranslation();
  return <Skeleton label={t('messages.loading')} rows={rows} height={tall ? '2.4rem' : '1.1rem'} />;
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
