import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/shared/ui/logo';
import styles from './auth-screen.module.css';

/** The brand above the login and register forms; decorative (the page has its own heading). */
export function BrandBlock() {
  const { t } = useTranslation();
  return (
    <div className={styles.brand} aria-hidden="true">
      <LogoMark className={styles.brandMark} />
      <span className={styles.brandName}>{t('app.name')}</span>
    </div>
  );
}
