import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import panel from '@/shared/ui/home-panel.module.css';
import { useIsSignedIn } from '@/shared/stores/session-store';
import { useFavoriteGames } from '../../api/get-favorite-games';
import { GameGrid } from '../game-grid';
import styles from './home-widgets.module.css';

/** Two rows of three: the home shows the newest favourites; the rest are a tap away. */
const SHOWN = 6;
const query = { pageNo: '1', pageSize: String(SHOWN) };

/**
 * A member's favourite games on the home (spec 2.5 home widgets), newest first, each launching
 * and un-hearting as in any list; none for a visitor. An empty list says how to add some and
 * leads to the games.
 */
export function HomeFavourites() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { data, isPending, isError, refetch } = useFavoriteGames(query);
  if (!signedIn) return null;
  const games = data?.list ?? [];
  return (
    <section className={panel.panel} aria-labelledby="home-favourites">
      <div className={panel.head}>
        <h2 id="home-favourites" className={panel.title}>
          {t('homeWidgets.favourites.title')}
        </h2>
        {games.length > 0 && (
          <Link to={paths.favGames.href()} className={panel.more}>
            {t('homeWidgets.favourites.all')}
          </Link>
        )}
      </div>
      {isError ? (
        <div className={styles.state} role="alert">
          <p>{t('homeWidgets.favourites.error')}</p>
          <button type="button" className={styles.action} onClick={() => void refetch()}>
            {t('homeWidgets.retry')}
          </button>
        </div>
      ) : !isPending && games.length === 0 ? (
        <div className={styles.state}>
          <p>{t('homeWidgets.favourites.empty')}</p>
          <Link to={paths.hotGames.href()} className={styles.action}>
            {t('homeWidgets.favourites.browse')}
          </Link>
        </div>
      ) : (
        <GameGrid
          games={games}
          loading={isPending}
          skeletonCount={3}
          label={t('homeWidgets.favourites.title')}
          belowFold
        />
      )}
    </section>
  );
}
