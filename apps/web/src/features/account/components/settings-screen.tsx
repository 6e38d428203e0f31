import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import formStyles from '@/shared/ui/form.module.css';
import { Icon } from '@/shared/ui/icon';
import { SignOutButton } from './sign-out-button';
import styles from './settings-screen.module.css';

/** Spec 2.9 /m/set: one entry (change password) and a sign-out button. */
export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        <li>
          <Link to={paths.changePsw.href()} className={styles.entry}>
            <Icon name="key" className={styles.icon} />
            <span className={styles.text}>{t('account.settings.changePassword')}</span>
            <Icon name="chevronRight" className={styles.chevron} />
          </Link>
        </li>
      </ul>
      <SignOutButton className={formStyles.secondary}>
        {t('account.settings.signOut')}
      </SignOutButton>
    </div>
  );
}
