import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Spinner } from '@/shared/ui/spinner';
import { useLaunchLottery, type LaunchLotteryQuery } from '../api/launch-lottery';
import { openUrl } from '../lib/open-url';
import styles from './lottery-launch-screen.module.css';

type PrizeMode = NonNullable<LaunchLotteryQuery['prizeMode']>;
/** The contract's prize modes, listed here so this screen does not load the games schemas. */
const prizeModes: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];
const isPrizeMode = (v: string | null): v is PrizeMode => prizeModes.includes(v as PrizeMode);

/** A launch URL of this app (our own lottery, issue 21): opened by the router, not the browser. */
const isInApp = (url: string) => url.startsWith('/m/');

/**
 * /m/launchGame (spec 2.2): launches the lottery named by the query (playType, prize_mode, code
 * default lobby; vendor, which the lottery launch needs) and opens it: an outside vendor's URL in
 * the browser, one of this app's paths (the lottery lobby or a game) in place of this page, so
 * back does not land on the launch again. A failure says so and offers another try or the way
 * home (pageBack=home).
 */
export function LotteryLaunchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const prize = params.get('prize_mode');
  const query: LaunchLotteryQuery = {
    vendor: params.get('vendor') || 'TCG',
    gameCode: params.get('code') || 'lobby',
    prizeMode: isPrizeMode(prize) ? prize : 'Elott',
    playType: params.get('playType') === 'ent' ? 'ent' : 'trad',
  };
  const { data, error, isFetching, refetch } = useLaunchLottery(query, true);
  const navigate = useNavigate();

  useEffect(() => {
    if (!data) return;
    if (isInApp(data.gameUrl)) void navigate(data.gameUrl, { replace: true });
    else openUrl(data.gameUrl);
  }, [data, navigate]);

  if (error && !isFetching)
    return (
      <div className={styles.box} role="alert">
        <p className={styles.title}>{t('games.launch.failed')}</p>
        <p>{error.message}</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {t('games.launch.retry')}
        </button>
        <Link to={paths.home.href()} className={styles.home}>
          {t('games.launch.home')}
        </Link>
      </div>
    );
  return (
    <div className={styles.box} role="status" aria-busy="true">
      <Spinner className={styles.spinner} />
      <p>{t('games.launch.opening')}</p>
    </div>
  );
}
