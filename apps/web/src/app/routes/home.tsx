import { useRenewSession } from '@/features/account/api/renew-session';
import { NoticeTicker } from '@/features/content/components/notice-ticker';

/**
 * Home (spec 2.5). The banner block comes from the layout (a trait of home paths); the game menu
 * and vendor strips below the ticker belong to the home-screen issue.
 */
export function HomeRoute() {
  // Spec 4 "Home load: if logged in, renew session".
  useRenewSession();
  return <NoticeTicker />;
}
