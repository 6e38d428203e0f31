import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/shared/ui/logo';
import styles from './splash.module.css';

/** Shown while the first status check runs with nothing cached (spec 2.5 gate), never a blank page. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className={styles.splash} role="status">
      <LogoMark className={styles.logo} />
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
