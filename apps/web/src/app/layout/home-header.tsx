import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { ShellIcon } from '@/shared/ui/shell-icon';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { LogoMark } from '@/shared/ui/logo';
import styles from './home-header.module.css';

const MemberSummary = lazy(() =>
  import('./member-header').then((m) => ({ default: m.MemberSummary })),
);
const MemberActions = lazy(() =>
  import('./member-header').then((m) => ({ default: m.MemberActions })),
);

/**
 * Spec 2.3 home header: logo to home; signed out, Login and Register; signed in, Deposit, avatar,
 * nickname, balance and Logout. Then the language picker (2.5) and the side-panel menu button.
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.session !== null);

  return (
    <header className={styles.header} data-header="home">
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <Link to={paths.home.href()} className={styles.logo} aria-label={t('app.logo')}>
        <LogoMark className={styles.mark} />
        {/* A member's shortcuts need the room; the mark alone still leads home (named link). */}
        {!signedIn && <span className={styles.brand}>{t('app.name')}</span>}
      </Link>
      {signedIn && (
        <Suspense fallback={<div className={styles.member} />}>
          <MemberSummary />
        </Suspense>
      )}
      <div className={styles.actions}>
        <LanguagePicker />
        {signedIn ? (
          <Suspense fallback={null}>
            <MemberActions />
          </Suspense>
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
          <ShellIcon name="menu" />
        </Link>
      </div>
    </header>
  );
}
