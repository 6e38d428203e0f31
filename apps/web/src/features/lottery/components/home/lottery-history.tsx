import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import panel from '@/shared/ui/home-panel.module.css';
import { useSentinel } from '@/shared/hooks/use-sentinel';
import { getLanguage } from '@/shared/stores/preferences-store';
import { usePopularLotteries } from '../../api/get-popular-lotteries';
import { DrawResult } from '../result-balls';
import styles from './lottery-history.module.css';

/** How many games the home shows (the most bet on first). */
const SHOWN = 4;

/**
 * The home's lottery history (spec 2.5 home widgets): the latest result of the games most bet
 * on, each opening its game, and the way to the lobby. Its texts and results are fetched when the
 * player scrolls near it (most home visits never do). Nothing while it loads or if it cannot
 * load: the home goes on without it.
 */
export function LotteryHistory() {
  const [near, setNear] = useState(false);
  const [texts, setTexts] = useState(false);
  const sentinel = useSentinel<HTMLDivElement>(!near, () => setNear(true));
  useEffect(() => {
    if (!near) return;
    void import('@/shared/i18n/area-dictionaries')
      .then((d) => d.loadWithAreas(getLanguage(), 'full', ['lottery']))
      .then(() => setTexts(true));
  }, [near]);
  if (!near || !texts) return <div ref={sentinel} />;
  return <History />;
}

function History() {
  const { t } = useTranslation();
  const popular = usePopularLotteries();
  if (!popular.data?.length) return null;
  return (
    <section className={panel.panel} aria-labelledby="home-lottery-history">
      <div className={panel.head}>
        <h2 id="home-lottery-history" className={panel.title}>
          {t('lottery.home.title')}
        </h2>
        <Link to={paths.lottery.href()} className={panel.more}>
          {t('lottery.home.all')}
        </Link>
      </div>
      <ul className={styles.rows}>
        {popular.data.slice(0, SHOWN).map((game) => (
          <li key={game.gameId} className={styles.row}>
            <Link to={paths.lotteryGame.href({ gameId: game.gameId })} className={styles.name}>
              {game.name}
            </Link>
            {game.latest?.result ? (
              <>
                <span className={styles.issue}>
                  {t('lottery.clock.issue', { issueNo: game.latest.issueNo })}
                </span>
                <DrawResult game={game} result={game.latest.result} />
              </>
            ) : (
              <span className={styles.issue}>{t('lottery.result.none')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
