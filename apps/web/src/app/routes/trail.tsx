import { TrailScreen } from '@/features/auth/components/trail-screen';

/** /m/trail: the free-play entry (spec 2.2; spec 6 "Visitor: can ... use free play"). */
export function TrailRoute() {
  return <TrailScreen />;
}
