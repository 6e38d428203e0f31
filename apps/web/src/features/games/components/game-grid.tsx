import type { GameItem } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useImageCdns } from '@/shared/hooks/use-image-cdns';
import { paths } from '@/shared/config/paths';
import { useIsSignedIn } from '@/shared/stores/session-store';
import { useAddFavorite } from '../api/add-favorite';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useRemoveFavorite } from '../api/remove-favorite';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameTile } from './game-tile';
import styles from './game-grid.module.css';

/** Spec 4 and 9: the loading skeleton is one page, 21 tiles. */
export const SKELETON_TILES = 21;
/** Tiles in a phone's first screenful (two rows of three): their pictures are not lazy. */
const FIRST_SCREEN_TILES = 6;

interface GameGridProps {
  games: GameItem[];
  loading: boolean;
  skeletonCount?: number;
  label?: string;
  /** Below the fold (the home's favourites): every picture waits until scrolled near. */
  belowFold?: boolean;
}

/**
 * Games in a three-column grid: tapping one launches it (spec 4 rules), the heart adds or removes
 * a favourite (a visitor is sent to /m/login, spec 6). A skeleton of the same box size stands in
 * while a page loads; an empty answer says 'no data'.
 */
export function GameGrid({
  games,
  loading,
  skeletonCount = SKELETON_TILES,
  label,
  belowFold = false,
}: GameGridProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imageCdns = useImageCdns();
  const signedIn = useIsSignedIn();
  const { data: favIds } = useFavoriteIds();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { launch } = useLaunchGame();

  if (loading && games.length === 0)
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('games.list.loading')}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i} className={styles.skeleton} data-testid="game-skeleton">
            <span className={styles.skeletonBox} />
            <span className={styles.skeletonText} />
          </li>
        ))}
      </ul>
    );
  if (games.length === 0) return <p className={styles.empty}>{t('games.list.empty')}</p>;

  const toggle = (game: GameItem, favourite: boolean) => {
    if (!signedIn) return void navigate(paths.login.href());
    if (favourite) remove.mutate(game);
    else add.mutate(game);
  };
  const ids = new Set(favIds ?? []);
  return (
    <ul className={styles.grid} aria-label={label ?? t('games.list.label')} aria-busy={loading}>
      {games.map((game, i) => (
        <GameTile
          key={game.nodeId}
          load={belowFold ? 'lazy' : i === 0 ? 'lcp' : i < FIRST_SCREEN_TILES ? 'eager' : 'lazy'}
          game={game}
          t={t}
          imageCdns={imageCdns}
          onOpen={(g) => void launch(g)}
          favourite={ids.has(String(game.nodeId))}
          onToggleFavourite={toggle}
        />
      ))}
    </ul>
  );
}
