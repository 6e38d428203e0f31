import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { storage, storageKeys } from '@/shared/lib/storage';
import { useSessionStore } from '@/shared/stores/session-store';
import formStyles from '@/shared/ui/form.module.css';
import { useFreePlay } from '../hooks/use-free-play';
import { BrandBlock } from './brand-block';
import styles from './auth-screen.module.css';

/**
 * /m/trail (spec 2.2; spec 1 and 6: a visitor can use free play): the free-play entry. A visitor
 * reads what free play is and starts it (spec 4: a trial sign-in, then home); a free-play session
 * sees its trial name (spec 3 `trialName`) and the way to a real account; a member is told free
 * play is for visitors.
 */
export function TrailScreen() {
  const { t } = useTranslation();
  const freePlay = useFreePlay();
  const { session, trial } = useSessionStore();
  const trialName = trial ? storage.get(storageKeys.trialName) : null;

  return (
    <div className={styles.screen}>
      <BrandBlock />
      <h2 className={styles.heading}>{t('extras.trail.heading')}</h2>
      <div className={`${styles.padded} ${styles.trail}`}>
        <p>{t('extras.trail.text')}</p>
        <ul className={styles.trailPoints}>
          <li>{t('extras.trail.point1')}</li>
          <li>{t('extras.trail.point2')}</li>
          <li>{t('extras.trail.point3')}</li>
        </ul>
        {session === null ? (
          <button type="button" className={formStyles.primary} onClick={() => void freePlay()}>
            {t('extras.trail.start')}
          </button>
        ) : (
          <p role="status" className={styles.trailStatus}>
            {trial
              ? t('extras.trail.playing', { name: trialName ?? '' })
              : t('extras.trail.member')}
          </p>
        )}
        {session !== null && (
          <Link to={paths.home.href()} className={formStyles.primary}>
            {t('extras.trail.toGames')}
          </Link>
        )}
        {!(session !== null && !trial) && (
          <Link to={paths.register.href()} className={formStyles.secondary}>
            {t('extras.trail.register')}
          </Link>
        )}
      </div>
    </div>
  );
}
