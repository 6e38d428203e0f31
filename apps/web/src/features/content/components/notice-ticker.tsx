import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ShellIcon } from '@/shared/ui/shell-icon';
import { announcementSets, flattenAnnouncements, useAnnouncements } from '../api/get-announcements';
import styles from './notice-ticker.module.css';

const set = announcementSets.home;

/** Spec 2.5 notice ticker: home announcements scroll by; tapping opens the list (/m/message). */
export function NoticeTicker() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements(set);
  const titles = flattenAnnouncements(data, set.types).map((a) => a.title);
  const text = titles.length ? titles.join('   •   ') : isPending ? '' : t('content.notice.empty');
  // Roughly constant reading speed whatever the length.
  const style = { '--ticker-duration': `${Math.max(8, text.length * 0.22)}s` } as CSSProperties;

  return (
    <Link to={paths.message.href()} className={styles.ticker}>
      <ShellIcon name="notice" className={styles.icon} />
      <span className="visually-hidden">{t('content.notice.label')}: </span>
      <span className={styles.window}>
        <span className={titles.length ? styles.moving : styles.still} style={style}>
          {text}
        </span>
      </span>
    </Link>
  );
}
