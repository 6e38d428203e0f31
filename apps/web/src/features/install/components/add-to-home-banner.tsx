import type { AppInfo } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage, storageKeys } from '@/shared/lib/storage';
import { Icon } from '@/shared/ui/icon';
import { linkOf, showsAddToHome, type Surroundings } from '../lib/banners';
import styles from './install.module.css';

/**
 * Spec 2.13 and 9: on the iOS versions the app cannot serve, how to add the site to the home
 * screen, with the profile download where a MOBILECONFIG link exists. Closing it, or opening the
 * app from the web clip, sets the WEBCLIP local flag, which keeps it hidden.
 */
export function AddToHomeBanner({ info, env }: { info: AppInfo; env: Surroundings }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(() => storage.get(storageKeys.webClip) === '1');
  if (!showsAddToHome(env, done)) return null;
  const profile = linkOf(info, 'MOBILECONFIG');
  const close = () => {
    storage.set(storageKeys.webClip, '1');
    setDone(true);
  };
  return (
    <section className={styles.bar} aria-label={t('install.addToHome.label')}>
      <button
        type="button"
        className={styles.close}
        aria-label={t('install.addToHome.close')}
        onClick={close}
      >
        <Icon name="close" />
      </button>
      <div className={styles.copy}>
        <p className={styles.title}>{t('install.addToHome.title', { name: t('app.name') })}</p>
        <p className={styles.text}>{t('install.addToHome.steps')}</p>
      </div>
      {profile && (
        // A configuration profile opens iOS's installer in place: same window.
        <a
          className={styles.action}
          href={profile}
          aria-label={t('install.addToHome.profileLabel')}
        >
          {t('install.addToHome.profile')}
        </a>
      )}
    </section>
  );
}
