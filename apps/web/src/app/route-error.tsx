import { useRouteError } from 'react-router';
import { Splash } from '@/features/system/components/splash';

/**
 * Spec 8: a failed lazy route load is logged and the spinner stays (usually a deploy replaced the
 * chunk; the next navigation or a reload fetches the new one).
 */
export function RouteError() {
  console.error(useRouteError());
  return <Splash />;
}
