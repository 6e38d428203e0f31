import { LotteryLaunchScreen } from '@/features/games/components/lottery-launch-screen';

/** /m/launchGame: the lottery launch page (spec 2.2). */
export function LotteryLaunchRoute() {
  return <LotteryLaunchScreen />;
}
