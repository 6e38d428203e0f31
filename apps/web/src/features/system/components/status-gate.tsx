import type { ReactNode } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useSystemStatus } from '../api/get-system-status';
import { serviceLinkOf } from '../utils/customer-service';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionRestrictedScreen } from './region-restricted-screen';
import { Splash } from './splash';

/**
 * Spec 2.5 and 4: status 0 shows the app, 1 the blocking maintenance screen, 2 the region-restricted
 * screen. A cached status decides at once while a fresh one loads.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, error, isPending } = useSystemStatus();

  if (data) {
    const serviceUrl = serviceLinkOf(data);
    if (data.status === 1) return <MaintenanceScreen serviceUrl={serviceUrl} />;
    if (data.status === 2)
      return <RegionRestrictedScreen location={data.location} serviceUrl={serviceUrl} />;
    return children;
  }
  if (isPending) return <Splash />;
  // A server in maintenance may answer the status call itself with 503.
  if (error instanceof ApiError && error.errorCode === 'system.maintenance')
    return <MaintenanceScreen serviceUrl={undefined} />;
  // Any other failure (network, 5xx) lets the player in: the screens show their own errors, and a
  // broken status call must not lock everyone out.
  return children;
}
