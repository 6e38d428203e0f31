import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../api/get-hot-games';
import { FilterSheet } from '../filter-sheet';
import { GameGrid } from '../game-grid';
import styles from './entrance.module.css';

/**
 * The hot-match view (spec 2.5): the hot list's sports games, each launching as any game does.
 * The spec does not describe the view further; a sheet over the home keeps the player's place.
 */
export function HotMatchSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useHotGames();
  const matches = (data ?? []).filter((g) => g.gameType === 'SPORTS');

  return (
    <FilterSheet title={t('games.home.hotMatch.title')} onClose={onClose}>
      {isError ? (
        <div className={styles.error} role="alert">
          <p>{t('games.list.error')}</p>
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            {t('games.list.retry')}
          </button>
        </div>
      ) : (
        <GameGrid
          games={matches}
          loading={isPending}
          skeletonCount={3}
          label={t('games.home.hotMatch.title')}
        />
      )}
    </FilterSheet>
  );
}
