import type { CrashState } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatX } from '../../lib/format';
import styles from './crash.module.css';

/** The last rounds' bust points, newest first; each opens its verification. */
export function RecentRow({ recent }: { recent: CrashState['recent'] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('crash.recent')} className={styles.recent}>
      <ul>
        {recent.map((r) => (
          <li key={r.roundNo}>
            <Link
              to={paths.crashVerify.href({ round: String(r.roundNo) })}
              className={r.bustX100 >= 200 ? styles.high : styles.low}
              aria-label={t('crash.recentItem', { roundNo: r.roundNo, x: formatX(r.bustX100) })}
            >
              {formatX(r.bustX100)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
