import { lazy, Suspense } from 'react';
import { useRenewSession } from '@/features/account/api/renew-session';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { NoticeTicker } from '@/features/content/components/notice-ticker';
import { HomeGames, type LiveBannersQuery } from '@/features/games/components/home/home-games';
import { afterFirstCommit } from '@/features/games/components/home/deferred';
import { HotMatchButton } from '@/features/games/components/home/hot-match-button';
import styles from './home.module.css';

// Issue 21: the lottery history, at the foot of the page, in a chunk of its own that comes after
// the home's first render (deferred.ts); it fetches its texts and results once the player scrolls
// near it.
const LotteryHistory = lazy(() =>
  afterFirstCommit(() => import('@/features/lottery/components/home/lottery-history')).then(
    (m) => ({ default: m.LotteryHistory }),
  ),
);

// Issue 22: the notice row's download icon and the login pop-ups, after the home's first render
// too (they wait for their texts, which home does not load first).
const HomeNoticeExtras = lazy(() =>
  afterFirstCommit(() => import('./home-notice-extras')).then((m) => ({
    default: m.HomeNoticeExtras,
  })),
);

// Issue 22: the jackpot, a member's favourites and the member panel, below the games: one chunk
// after the first render, each widget fetching once the player scrolls near it.
const HomeWidgets = lazy(() =>
  afterFirstCommit(() => import('./home-widgets')).then((m) => ({ default: m.HomeWidgets })),
);

// One object for the page's life: the games block is memoised on it (home-games.tsx).
const liveBanners = bannersQueryOptions('m_livegame') as LiveBannersQuery;

/**
 * Home (spec 2.5). The banner block comes from the layout (a trait of home paths); below it the
 * notice ticker with the hot-match action and the download icon (and, for a session, the login
 * pop-ups), the game menu and entrance, the live preview, the jackpot, favourites and member panel,
 * and the lottery history.
 */
export function HomeRoute() {
  // Spec 4 "Home load: if logged in, renew session".
  useRenewSession();
  return (
    <>
      <div className={styles.notices}>
        <div className={styles.ticker}>
          <NoticeTicker />
        </div>
        <HotMatchButton />
        <Suspense fallback={null}>
          <HomeNoticeExtras />
        </Suspense>
      </div>
      <HomeGames liveBanners={liveBanners} />
      <Suspense fallback={null}>
        <HomeWidgets />
      </Suspense>
      <Suspense fallback={null}>
        <LotteryHistory />
      </Suspense>
    </>
  );
}
