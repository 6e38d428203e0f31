import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { Icon } from '@/shared/ui/icon';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { LogoMark } from '@/shared/ui/logo';
import { useSignOut } from '@/features/account/hooks/use-sign-out';
import styles from './home-header.module.css';

/**
 * Spec 2.3 home header: logo to home, sign-in buttons or the member's shortcuts, the language
 * picker (2.5) and the menu button that opens the side panel (/m/sidebar).
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const signOut = useSignOut();
  const navigate = useNavigate();

  return (
    <header className={styles.header} data-header="home">
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <Link to={paths.home.href()} className={styles.logo} aria-label={t('app.logo')}>
        <LogoMark className={styles.mark} />
        {/* A member's shortcuts need the room; the mark alone still leads home (named link). */}
        {!session && <span className={styles.brand}>{t('app.name')}</span>}
      </Link>
      <div className={styles.actions}>
        <LanguagePicker />
        {session ? (
          <>
            <Link to={paths.voucherCenter.href()} className={styles.primary}>
              {t('layout.header.deposit')}
            </Link>
            <span className={styles.user}>{session.userName}</span>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => signOut(() => navigate(paths.home.href()))}
            >
              {t('layout.header.logout')}
            </button>
          </>
        ) : (
          <>
            <Link to={paths.login.href()} className={styles.secondary}>
              {t('layout.header.login')}
            </Link>
            <Link to={paths.register.href()} className={styles.primary}>
              {t('layout.header.register')}
            </Link>
          </>
        )}
        <Link
          to={paths.sidebar.href()}
          className={styles.menu}
          aria-label={t('layout.header.menu')}
        >
          <Icon name="menu" />
        </Link>
      </div>
    </header>
  );
}
