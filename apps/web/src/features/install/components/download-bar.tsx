import type { AppInfo } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkTargetProps } from '@/shared/lib/link-target';
import { storage, storageKeys } from '@/shared/lib/storage';
import { Icon } from '@/shared/ui/icon';
import { downloadBarLink, linkOf, type Surroundings } from '../lib/banners';
import styles from './install.module.css';

/**
 * Spec 4 and 9: the app download bar. Closing it hides it for good (local flag
 * `downloadBarClosed`); hidden inside the native app, in an installed web app and with no link.
 */
export function DownloadBar({ info, env }: { info: AppInfo; env: Surroundings }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => storage.get(storageKeys.downloadBarClosed) === '1');
  const link = downloadBarLink(info, env, closed);
  if (!link) return null;
  const name = t('app.name');
  const icon = linkOf(info, 'AppDownloadIcon');
  const close = () => {
    storage.set(storageKeys.downloadBarClosed, '1');
    setClosed(true);
  };
  return (
    <section className={styles.bar} aria-label={t('install.downloadBar.label')}>
      <button
        type="button"
        className={styles.close}
        aria-label={t('install.downloadBar.close')}
        onClick={close}
      >
        <Icon name="close" />
      </button>
      {icon && <img className={styles.icon} src={icon} alt="" width={40} height={40} />}
      <div className={styles.copy}>
        <p className={styles.title}>{t('install.downloadBar.title', { name })}</p>
        <p className={styles.text}>{t('install.downloadBar.text')}</p>
      </div>
      <a
        className={styles.action}
        href={link}
        aria-label={t('install.downloadBar.downloadLabel', { name })}
        {...linkTargetProps(link)}
      >
        {t('install.downloadBar.download')}
      </a>
    </section>
  );
}
