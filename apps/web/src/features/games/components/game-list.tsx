import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGamePages, type GameSource } from '../hooks/use-game-pages';
import { GAME_PAGE_SIZE, type DataType } from '../lib/categories';
import { GameGrid } from './game-grid';
import { Pagination } from './pagination';
import styles from './game-list.module.css';

export interface GameListProps {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  /** Spec 9 "Game select types"; default ALL. */
  dataType?: DataType | undefined;
  gameName?: string | undefined;
  minBet?: string | undefined;
  minLine?: string | undefined;
  /** 'pages': numbered pages (spec 2.12); 'append': a More button adds the next page below. */
  mode: 'pages' | 'append';
  /** Spec 9: 21. */
  pageSize?: number;
  label?: string;
}

/**
 * The reusable game list (spec 2.12): one filtered source, shown page by page or growing. A
 * change of any filter starts again at page 1 (spec 4), so the page is remembered per filter set.
 */
export function GameList({ mode, pageSize = GAME_PAGE_SIZE, label, ...filters }: GameListProps) {
  const { t } = useTranslation();
  const source: GameSource = { ...filters, dataType: filters.dataType ?? 'ALL' };
  const key = JSON.stringify([source, pageSize, mode]);
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  const setPage = (p: number) => setState({ key, page: p });
  const pages = mode === 'pages' ? [page] : Array.from({ length: page }, (_, i) => i + 1);
  const { games, totalPages, loading, error, retry } = useGamePages(source, pages, pageSize);

  if (error && games.length === 0)
    return (
      <div className={styles.error} role="alert">
        <p>{t('games.list.error')}</p>
        <button type="button" className={styles.more} onClick={retry}>
          {t('games.list.retry')}
        </button>
      </div>
    );
  return (
    <div className={styles.list}>
      <GameGrid games={games} loading={loading} skeletonCount={pageSize} label={label} />
      {mode === 'pages' ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={(p) => {
            setPage(p);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        // Spec 4: "More pages exist while page < totalPages".
        page < totalPages && (
          <button
            type="button"
            className={styles.more}
            disabled={loading}
            onClick={() => setPage(page + 1)}
          >
            {t('games.list.more')}
          </button>
        )
      )}
    </div>
  );
}
