import { useRenewSession } from '@/features/account/api/renew-session';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { NoticeTicker } from '@/features/content/components/notice-ticker';
import { HomeGames, type LiveBannersQuery } from '@/features/games/components/home/home-games';
import { HotMatchButton } from '@/features/games/components/home/hot-match-button';
import styles from './home.module.css';

// One object for the page's life: the games block is memoised on it (home-games.tsx).
const liveBanners = bannersQueryOptions('m_livegame') as LiveBannersQuery;

/**
 * Home (spec 2.5). The banner block comes from the layout (a trait of home paths); below it the
 * notice ticker with the hot-match action, the game menu and entrance, and the live preview.
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
      </div>
      <HomeGames liveBanners={liveBanners} />
    </>
  );
}
