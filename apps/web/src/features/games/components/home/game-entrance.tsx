import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameVendors } from '../../api/get-game-vendors';
import { hotGamesQueryOptions } from '../../api/get-hot-games';
import { categoryLabel } from './category-label';
import { EntranceBody } from './entrance-body';
import { EntranceSkeleton } from './entrance-skeleton';
import { EntranceTabs } from './entrance-tabs';
import { HOME_DEFAULT_CATEGORY, useHomeGamesStore } from './home-games-store';
import styles from './entrance.module.css';

// Memoised: a tap re-renders the entrance at once with the new tab chosen and the old list kept
// (the same props), then draws the new list as a deferred render React splits into short tasks,
// so the tap's next paint does not wait for a whole list (Interaction to Next Paint, issue 22).
const Body = memo(EntranceBody);

/** Spec 2.5: HOT first, then the categories as the vendors' `sorting` orders them. */
export const entranceTabs = (sorting: readonly { gameCategory: string }[]) => [
  ...new Set([HOME_DEFAULT_CATEGORY, ...sorting.map((s) => s.gameCategory)]),
];

/**
 * Spec 2.5 game entrance on the home: tabs, then what the chosen tab holds (entrance-body.tsx).
 * The category is shared with the game menu beside it (home-games-store.ts).
 */
export function GameEntrance() {
  const { t } = useTranslation();
  const idBase = useId();
  const { data, isPending, isError, refetch, isRefetching } = useGameVendors();
  const category = useHomeGamesStore((s) => s.category);
  const selectCategory = useHomeGamesStore((s) => s.selectCategory);
  // HOT's list (and its vendors, for the strip) is asked beside the vendors, not after them.
  const hot = category === HOME_DEFAULT_CATEGORY;
  const hotPending = useQuery({ ...hotGamesQueryOptions(), enabled: hot }).isPending && hot;
  // The skeleton stays until the first screenful can be drawn whole: the tabs, the strip and the
  // list then appear at once, where the skeleton kept their places (no shift, one layout). Deferred:
  // the answers arrive as urgent updates, and drawing the entrance is a render React can split
  // into short tasks (a transition) rather than one long one.
  const ready = useDeferredValue(!isPending && !hotPending);
  const shown = useDeferredValue(category);

  if (isPending || !ready) return <EntranceSkeleton />;
  if (isError)
    return (
      <div className={styles.error} role="alert">
        <p>{t('games.list.error')}</p>
        <button
          type="button"
          className={styles.retry}
          disabled={isRefetching}
          onClick={() => void refetch()}
        >
          {t('games.list.retry')}
        </button>
      </div>
    );

  const tabs = entranceTabs(data.sorting);
  return (
    <div className={styles.entrance}>
      <EntranceTabs tabs={tabs} value={category} onChange={selectCategory} idBase={idBase} />
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        // A category the menu offers but the sorting lacks has no tab to name the panel.
        {...(tabs.includes(category)
          ? { 'aria-labelledby': `${idBase}-${category}` }
          : { 'aria-label': categoryLabel(t, category) })}
        className={styles.panel}
        aria-busy={shown !== category || undefined}
      >
        <Body key={shown} category={shown} vendors={data.vendors} />
      </div>
    </div>
  );
}
