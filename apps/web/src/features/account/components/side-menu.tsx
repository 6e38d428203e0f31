import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { linkTargetProps, opensInSameWindow } from '@/shared/lib/link-target';
import { storage, storageKeys } from '@/shared/lib/storage';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { isAgentType } from '@/shared/lib/member-types';
import { useSessionStore } from '@/shared/stores/session-store';
import { DialogHead } from '@/shared/ui/dialog-head';
import { Icon, type IconName } from '@/shared/ui/icon';
import { SignOutButton } from './sign-out-button';
import styles from './side-menu.module.css';

interface SideMenuProps {
  /** The Telegram link from the customer-service settings (csPosition TELEGRAM-1), if any. */
  telegramUrl?: string | undefined;
  /** The unread platform-mail badge (messages feature), beside the platform-messages entry. */
  mailBadge?: ReactNode;
}

/**
 * Spec 2.4 side menu, drawn as a right-hand panel. Every entry but Telegram sends a visitor
 * without a session to /m/login instead of its own target.
 */
export function SideMenu({ telegramUrl, mailBadge }: SideMenuProps) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const hideBalance = usePreferencesStore((s) => s.hideBalance);
  const toggleHideBalance = usePreferencesStore((s) => s.toggleHideBalance);
  const close = useGoBack();
  const navigate = useNavigate();
  const guarded = (href: string) => (session ? href : paths.login.href());
  // A free-play session keeps its generated name in session storage (spec 3 trialName).
  const name = session ? (session.userName ?? storage.get(storageKeys.trialName)) : null;

  return (
    <div className={styles.overlay}>
      <div className={styles.backdrop} onClick={close} />
      <section className={styles.panel} aria-labelledby="side-menu-title">
        <DialogHead
          titleId="side-menu-title"
          title={t('sideMenu.title')}
          closeLabel={t('sideMenu.close')}
          onClose={close}
          level={1}
          size="large"
        />
        <p className={styles.greeting}>
          {name ? t('sideMenu.greeting', { name }) : t('sideMenu.guest')}
        </p>
        <ul className={styles.list}>
          <Entry icon="profile" to={guarded(paths.memberHome.href())}>
            {t('sideMenu.profile')}
          </Entry>
          {isAgentType(session?.type) && (
            <Entry icon="settings" to={paths.agent.href()}>
              {t('sideMenu.agent')}
            </Entry>
          )}
          <Entry icon="deposit" to={guarded(paths.voucherCenter.href())}>
            {t('sideMenu.deposit')}
          </Entry>
          <Entry icon="record" to={guarded(paths.gameRecord.href())}>
            {t('sideMenu.bettingRecord')}
          </Entry>
          <Entry icon="mail" to={guarded(paths.webEmail.href())} badge={session && mailBadge}>
            {t('sideMenu.messages')}
          </Entry>
          <li>
            <button
              type="button"
              role="switch"
              aria-checked={hideBalance}
              className={styles.entry}
              onClick={() => (session ? toggleHideBalance() : navigate(paths.login.href()))}
            >
              <Icon name="eye" className={styles.icon} />
              <span className={styles.text}>{t('sideMenu.hideBalance')}</span>
              <span className={styles.switch} aria-hidden="true" />
            </button>
          </li>
          {telegramUrl && (
            <li>
              <a href={telegramUrl} className={styles.entry} {...linkTargetProps(telegramUrl)}>
                <Icon name="telegram" className={styles.icon} />
                <span className={styles.text}>{t('sideMenu.telegram')}</span>
                {!opensInSameWindow(telegramUrl) && (
                  <span className="visually-hidden">{t('sideMenu.newWindow')}</span>
                )}
              </a>
            </li>
          )}
          {session && (
            <li>
              <SignOutButton className={styles.entry}>
                <Icon name="logout" className={styles.icon} />
                <span className={styles.text}>{t('sideMenu.signOut')}</span>
              </SignOutButton>
            </li>
          )}
        </ul>
        <Link to={guarded(paths.service.href())} className={styles.service}>
          <Icon name="service" className={styles.icon} />
          {t('sideMenu.service')}
        </Link>
      </section>
    </div>
  );
}

interface EntryProps {
  icon: IconName;
  to: string;
  children: ReactNode;
  badge?: ReactNode;
}

function Entry({ icon, to, children, badge }: EntryProps) {
  return (
    <li>
      <Link to={to} className={styles.entry}>
        <Icon name={icon} className={styles.icon} />
        <span className={styles.text}>{children}</span>
        {badge}
        <Icon name="chevronRight" className={styles.chevron} />
      </Link>
    </li>
  );
}
