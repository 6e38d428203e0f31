import { lazy, Suspense } from 'react';
import { useRenewSession } from '@/features/account/api/renew-session';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { NoticeTicker } from '@/features/content/components/notice-ticker';
import { HomeGames, type LiveBannersQuery } from '@/features/games/components/home/home-games';
import { afterFirstCommit } from '@/features/games/components/home/deferred';
import { HotMatchButton } from '@/features/games/components/home/hot-match-button';
import styles from './home.module.css';

// Issues 21 and 22, after the home's first render, in one chunk (home-extras.tsx): the notice
// row's download icon and the login pop-ups (they wait for their texts, which home does not load
// first); the jackpot, a member's favourites and the member panel below the games; the lottery
// history at the foot. Each fetches its texts and data only once near.
const extras = () => afterFirstCommit(() => import('./home-extras'));
const HomeNoticeExtras = lazy(() => extras().then((m) => ({ default: m.HomeNoticeExtras })));
const HomeWidgets = lazy(() => extras().then((m) => ({ default: m.HomeWidgets })));
const LotteryHistory = lazy(() => extras().then((m) => ({ default: m.LotteryHistory })));

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
