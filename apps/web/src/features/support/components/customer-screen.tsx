import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useCustomerService } from '../api/get-customer-service';
import { SupportMessage, SupportSkeleton } from './screen-states';
import styles from './support.module.css';

const channels = [
  { position: 'LINE-1', icon: 'L', className: styles.line },
  { position: 'FACEBOOK-1', icon: 'f', className: styles.facebook },
] as const;

/**
 * /m/customer (contact us): the LINE and Facebook entries (spec 3), which open the operator's own
 * pages in a new window, and the online service (the type '3' link), which opens /m/service.
 */
export function CustomerScreen() {
  const { t } = useTranslation();
  const lang = usePreferencesStore((s) => s.language);
  const entries = useCustomerService(lang);

  if (entries.isPending) return <SupportSkeleton rows={2} />;
  if (entries.isError) {
    return (
      <SupportMessage
        tone="error"
        message={entries.error.message}
        onRetry={() => void entries.refetch()}
      />
    );
  }
  const list = entries.data;
  const social = channels.flatMap((c) => {
    const entry = list.find((e) => e.csPosition === c.position);
    return entry ? [{ ...c, entry }] : [];
  });
  const hasService = list.some((e) => e.type === '3');
  if (social.length === 0 && !hasService) {
    return <SupportMessage tone="info" message={t('support.customer.empty')} />;
  }
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('support.customer.intro')}</p>
      <ul className={styles.entries}>
        {hasService && (
          <li>
            <Link to={paths.service.href()} className={styles.entry}>
              <span className={`${styles.entryIcon} ${styles.service}`} aria-hidden="true">
                ?
              </span>
              <span>
                <span className={styles.entryName}>{t('support.customer.online')}</span>
                <span className={styles.entryHint}>{t('support.customer.onlineHint')}</span>
              </span>
            </Link>
          </li>
        )}
        {social.map(({ position, icon, className, entry }) => (
          <li key={position}>
            <a href={entry.url} target="_blank" rel="noopener noreferrer" className={styles.entry}>
              <span className={`${styles.entryIcon} ${className}`} aria-hidden="true">
                {icon}
              </span>
              <span>
                <span className={styles.entryName}>{entry.name}</span>
                <span className={styles.entryHint}>{t('support.customer.opensNew')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
