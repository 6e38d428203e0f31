import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useJackpotPool } from '../../api/get-jackpot-pool';
import { JackpotCounter } from './jackpot-counter';
import styles from './home-widgets.module.css';

/**
 * The home's jackpot (spec 2.5 home widgets; spec 9 "JP (jackpot)"): the pool that grows with the
 * stakes on jackpot games, counting up, and the way to those games (/m/jackpots). Nothing if it
 * cannot be read: the home goes on without it.
 */
export function JackpotWidget() {
  const { t } = useTranslation();
  const { data: pool, isPending } = useJackpotPool();
  if (!pool && !isPending) return null;
  return (
    <section className={styles.jackpot} aria-labelledby="home-jackpot">
      <h2 id="home-jackpot" className={styles.jackpotTitle}>
        {t('homeWidgets.jackpot.title')}
      </h2>
      {pool ? (
        <JackpotCounter pool={pool} className={styles.jackpotAmount} />
      ) : (
        <span className={styles.jackpotSkeleton} aria-hidden="true" />
      )}
      <Link to={paths.jackpots.href()} className={styles.jackpotLink}>
        {t('homeWidgets.jackpot.play')}
      </Link>
    </section>
  );
}
