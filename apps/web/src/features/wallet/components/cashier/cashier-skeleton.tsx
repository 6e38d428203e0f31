import { useTranslation } from 'react-i18next';
import styles from './cashier.module.css';

/** The cashier screens' shape while their options load: blocks where the cards will be. */
export function CashierSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('wallet.deposit.loading')}>
      <div className={`${styles.skeleton} ${styles.skeletonTall}`} />
      <div className={styles.skeletonRow}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
      <div className={styles.skeleton} />
      <div className={`${styles.skeleton} ${styles.skeletonTall}`} />
    </div>
  );
}
