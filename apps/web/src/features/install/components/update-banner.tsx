import type { AppInfo } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkTargetProps } from '@/shared/lib/link-target';
import { storage, storageKeys } from '@/shared/lib/storage';
import { Icon } from '@/shared/ui/icon';
import { showsUpdate, updateLink } from '../lib/banners';
import styles from './install.module.css';

/**
 * Spec 2.13 and 4: the app update banner, when app info says an upgrade is available. Its
 * download button opens the platform's link (IOS or Android). Closing it lasts the browser session
 * (session flag `mobileUpdate`); with the mandatory-update flag on it cannot be closed and covers
 * the app, since that version is no longer served.
 */
export function UpdateBanner({ info }: { info: AppInfo }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => storage.get(storageKeys.mobileUpdate) === '1');
  const link = updateLink(info);
  if (!showsUpdate(info, dismissed) || !link) return null;
  const version = info.latestVersion ?? '';
  const close = () => {
    storage.set(storageKeys.mobileUpdate, '1');
    setDismissed(true);
  };
  const banner = (
    <section
      className={`${styles.bar} ${styles.update}`}
      aria-label={t('install.update.label')}
      {...(info.mandatory && { role: 'alertdialog', 'aria-modal': true })}
    >
      {!info.mandatory && (
        <button
          type="button"
          className={styles.close}
          aria-label={t('install.update.close')}
          onClick={close}
        >
          <Icon name="close" />
        </button>
      )}
      <div className={styles.copy}>
        <p className={styles.title}>{t('install.update.title')}</p>
        <p className={styles.text}>
          {info.mandatory
            ? t('install.update.mandatoryText', { version })
            : t('install.update.text', { version })}
        </p>
      </div>
      <a className={styles.action} href={link} {...linkTargetProps(link)}>
        {t('install.update.download')}
      </a>
    </section>
  );
  return info.mandatory ? (
    <div className={styles.backdrop}>{banner}</div>
  ) : (
    <div className={`${styles.dock} ${styles.atTop}`}>{banner}</div>
  );
}
