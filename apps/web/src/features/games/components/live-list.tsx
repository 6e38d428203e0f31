import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageCdns } from '@/shared/hooks/use-image-cdns';
import { imageUrl } from '@/shared/lib/image-url';
import { useGamePages } from '../hooks/use-game-pages';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GAME_PAGE_SIZE } from '../lib/categories';
import { GameGrid } from './game-grid';
import styles from './live-list.module.css';

/**
 * Spec 2.12 "LIVE shows a live-game list": the live tables as wide rows (table picture, name,
 * minimum bet), growing with a More button.
 */
export function LiveList({ vassalage }: { vassalage?: string | undefined }) {
  const { t } = useTranslation();
  const imageCdns = useImageCdns();
  const { launch } = useLaunchGame();
  const [count, setCount] = useState(1);
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  const { games, totalPages, loading } = useGamePages(
    { dataType: 'ALL', gameType: 'LIVE', vassalage },
    pages,
    GAME_PAGE_SIZE,
  );
  // The grid draws the skeleton and the empty state the same way as every game list.
  if (games.length === 0) return <GameGrid games={games} loading={loading} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('games.list.label')}>
        {games.map((g) => (
          <li key={g.nodeId}>
            <button type="button" className={styles.row} onClick={() => void launch(g)}>
              <img
                src={imageUrl(g.mobileLargeIcon || g.iconUrl, imageCdns)}
                alt=""
                width={96}
                height={64}
                loading="lazy"
                decoding="async"
                className={styles.img}
              />
              <span className={styles.text}>
                <span className={styles.name}>{g.displayName}</span>
                {/* Keeps name and details apart in the button's accessible name. */}{' '}
                <span className={styles.meta}>
                  {g.vassalage} · {t('games.live.minBet', { amount: g.minBet.toFixed(2) })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {count < totalPages && (
        <button
          type="button"
          className={styles.more}
          disabled={loading}
          onClick={() => setCount(count + 1)}
        >
          {t('games.list.more')}
        </button>
      )}
    </>
  );
}
