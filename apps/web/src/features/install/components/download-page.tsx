import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { installedMode } from '@/shared/lib/display-mode';
import { linkTargetProps } from '@/shared/lib/link-target';
import formStyles from '@/shared/ui/form.module.css';
import { Icon } from '@/shared/ui/icon';
import { Spinner } from '@/shared/ui/spinner';
import { useAppInfo } from '../api/get-app-info';
import { linkOf } from '../lib/banners';
import { canRunIosApp, isNativeApp } from '../lib/device';
import styles from './download.module.css';

export type DownloadPlatform = 'android' | 'ios';

/**
 * Spec 2.2 "download pages (Android, iOS)": /m/download/android and /m/download/ios, the app's
 * link for that platform (spec 3 resource links, from app info) with how to install it. The iOS
 * page says the app needs iOS 12.4 (spec 9) and offers the home-screen profile where a
 * MOBILECONFIG link exists, which is all an older iPhone can use.
 */
export function DownloadPage({ platform }: { platform: DownloadPlatform }) {
  const { t } = useTranslation();
  const { data: info, isPending } = useAppInfo();
  const name = t('app.name');
  const ios = platform === 'ios';
  const texts = ios ? 'extras.downloadPage.ios' : 'extras.downloadPage.android';
  const link = info ? linkOf(info, ios ? 'IOS' : 'Android') : null;
  const icon = info ? linkOf(info, 'AppDownloadIcon') : null;
  const profile = ios && info ? linkOf(info, 'MOBILECONFIG') : null;
  // Read once app info is here, which is in the browser only: the pre-rendered page and its
  // hydration agree (neither knows the device).
  const ua = info ? navigator.userAgent : '';
  const tooOld = ios && !canRunIosApp(ua);
  const inApp = !!info && (installedMode() !== null || isNativeApp(ua));

  return (
    <article className={styles.page} aria-labelledby="download-heading">
      <div className={styles.hero}>
        {icon && <img className={styles.appIcon} src={icon} alt="" width={56} height={56} />}
        <h2 id="download-heading">{t(`${texts}.heading`, { name })}</h2>
        <p>{t('extras.downloadPage.text')}</p>
      </div>
      {inApp && <p className={styles.note}>{t('extras.downloadPage.inApp', { name })}</p>}
      {isPending ? (
        <p className={styles.note} role="status">
          <Spinner /> {t('extras.downloadPage.loading')}
        </p>
      ) : link && !tooOld ? (
        <a
          className={`${formStyles.primary} ${styles.download}`}
          href={link}
          aria-label={t(`${texts}.downloadLabel`, { name })}
          {...linkTargetProps(link)}
        >
          <Icon name="download" />
          {t('extras.downloadPage.download')}
        </a>
      ) : (
        <p className={styles.note} role="status">
          {tooOld ? t('extras.downloadPage.ios.tooOld') : t('extras.downloadPage.unavailable')}
        </p>
      )}
      <ol className={styles.steps} aria-label={t('extras.downloadPage.stepsLabel')}>
        <li>{t(`${texts}.step1`)}</li>
        <li>{t(`${texts}.step2`)}</li>
        <li>{t(`${texts}.step3`, { name })}</li>
      </ol>
      {ios && <p className={styles.note}>{t('extras.downloadPage.ios.requires')}</p>}
      {profile && (
        // A configuration profile opens iOS's installer in place: same window.
        <a className={formStyles.secondary} href={profile}>
          {t('extras.downloadPage.ios.profile')}
        </a>
      )}
      <Link
        className={styles.other}
        to={ios ? paths.downloadAndroid.href() : paths.downloadIos.href()}
      >
        {ios ? t('extras.downloadPage.ios.other') : t('extras.downloadPage.android.other')}
      </Link>
    </article>
  );
}
