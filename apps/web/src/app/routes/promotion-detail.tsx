import { ActivityDetailScreen } from '@/features/promotions/components/activity-detail-screen';

/** /m/activityDetail?id= (spec 2.11). */
export function PromotionDetailRoute() {
  return <ActivityDetailScreen />;
}
