import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { linkTargetProps } from '@/shared/lib/link-target';
import { Icon } from '@/shared/ui/icon';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { useAppInfo } from '../api/get-app-info';
import { linkOf } from '../lib/banners';
import styles from './download.module.css';

/**
 * Spec 2.5 "a download-app popup": the app's Android and iOS links (spec 3 resource links, from
 * app info), each with its installation page (spec 2.2 download pages). A platform without a link
 * is left out; with neither, the popup says so.
 */
export function DownloadPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: info, isPending } = useAppInfo();
  const first = useRef<HTMLAnchorElement>(null);
  const name = t('app.name');
  const platforms = [
    {
      key: 'android',
      url: info && linkOf(info, 'Android'),
      label: t('extras.download.android'),
      page: paths.downloadAndroid.href(),
    },
    {
      key: 'ios',
      url: info && linkOf(info, 'IOS'),
      label: t('extras.download.ios'),
      page: paths.downloadIos.href(),
    },
  ].filter((p) => p.url);
  const icon = info && linkOf(info, 'AppDownloadIcon');

  return (
    <ModalDialog
      title={t('extras.download.title', { name })}
      closeLabel={t('extras.download.close')}
      onClose={onClose}
      initialFocus={first}
    >
      <div className={styles.intro}>
        {icon && <img className={styles.appIcon} src={icon} alt="" width={56} height={56} />}
        <p>{t('extras.download.text')}</p>
      </div>
      {!isPending && platforms.length === 0 && (
        <p className={styles.none}>{t('extras.download.none')}</p>
      )}
      <ul className={styles.platforms}>
        {platforms.map((p, i) => (
          <li key={p.key} className={styles.platform}>
            <a
              ref={i === 0 ? first : undefined}
              className={styles.download}
              href={p.url!}
              aria-label={t('extras.download.downloadFor', { platform: p.label })}
              {...linkTargetProps(p.url!)}
            >
              <Icon name="download" />
              {p.label}
            </a>
            <Link className={styles.guide} to={p.page} onClick={onClose}>
              {t('extras.download.guideFor', { platform: p.label })}
            </Link>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
