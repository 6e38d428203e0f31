import { NoticeTicker } from '@/features/content/components/notice-ticker';

/**
 * Home (spec 2.5). The banner block comes from the layout (a trait of home paths); the game menu
 * and vendor strips below the ticker belong to the home-screen issue.
 */
export function HomeRoute() {
  return <NoticeTicker />;
}
