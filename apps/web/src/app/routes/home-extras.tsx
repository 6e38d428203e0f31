import { lazy, Suspense } from 'react';

// What home adds after its first render (issues 21 and 22), in one chunk: one file in the home
// route's preload list, whose 110 KB budget counts every file name it carries. The notice row's
// late part (download icon, login pop-ups), the widgets below the games (jackpot, favourites,
// member panel), and the lottery history at the foot, each bringing its own code later still.
export { HomeNoticeExtras } from './home-notice-extras';
export { HomeWidgets } from './home-widgets';

const History = lazy(() =>
  import('@/features/lottery/components/home/lottery-history').then((m) => ({
    default: m.LotteryHistory,
  })),
);

export function LotteryHistory() {
  return (
    <Suspense fallback={null}>
      <History />
    </Suspense>
  );
}
