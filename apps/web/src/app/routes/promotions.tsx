import { ActivityScreen } from '@/features/promotions/components/activity-screen';

/** /m/activity (spec 2.11): promotions by category, `?id=` opening one. */
export function PromotionsRoute() {
  return <ActivityScreen />;
}
