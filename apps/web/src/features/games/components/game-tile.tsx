import type { GameItem } from '@app/contract';
import type { TFunction } from 'i18next';
import { imageUrl } from '@/shared/lib/image-url';
import { Icon } from '@/shared/ui/icon';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: GameItem;
  /**
   * The grid's translator: one `useTranslation` per grid rather than per tile (each subscribes to
   * the language and the dictionary's loads, a cost every tile of a list paid at mount; issue 22).
   */
  t: TFunction;
  imageCdns: readonly string[];
  onOpen: (game: GameItem) => void;
  /** Absent: no heart at all (spec 4: none on LOTT and ELOTT games). */
  favourite?: boolean | undefined;
  onToggleFavourite?: ((game: GameItem, favourite: boolean) => void) | undefined;
  /**
   * 'lcp': the first tile, likely the page's largest picture, fetched first; 'eager': in the
   * first screenful, fetched at once; 'lazy' (default): when scrolled near.
   */
  load?: 'lcp' | 'eager' | 'lazy' | undefined;
}

/** Spec 4: "no favourite icon for LOTT and ELOTT games". */
export const canFavourite = (game: GameItem) =>
  game.gameType !== 'LOTT' && game.gameType !== 'ELOTT';

/**
 * One game: a button named by the game that opens it, and beside it (not inside: buttons do not
 * nest) the favourite toggle. The picture's box is fixed by CSS, so nothing moves as it loads.
 */
export function GameTile({
  game,
  t,
  imageCdns,
  onOpen,
  favourite,
  onToggleFavourite,
  load = 'lazy',
}: GameTileProps) {
  const name = game.displayName || game.gameName;
  const icon = game.mobileSmallIcon || game.iconUrl || game.imgUrl;
  return (
    <li className={styles.tile}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)}>
        <span className={styles.frame}>
          {icon && (
            <img
              src={imageUrl(icon, imageCdns)}
              alt=""
              width={200}
              height={200}
              sizes="(max-width: 450px) 30vw, 135px"
              loading={load === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={load === 'lcp' ? 'high' : undefined}
              decoding="async"
              className={styles.img}
            />
          )}
          {/* Decorative: the tile's accessible name stays the game's name alone. */}
          {game.isNew && (
            <span className={styles.badge} aria-hidden="true">
              {t('games.tile.new')}
            </span>
          )}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {onToggleFavourite && favourite !== undefined && canFavourite(game) && (
        <button
          type="button"
          className={styles.fav}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.tile.removeFav' : 'games.tile.addFav', { name })}
          onClick={() => onToggleFavourite(game, favourite)}
        >
          <Icon name="fav" />
        </button>
      )}
    </li>
  );
}
