import type { SystemStatus } from '@app/contract';
import { endpoints } from '@/shared/api/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { storage, storageKeys } from '@/shared/lib/storage';
import { serviceLinkOf } from '../utils/customer-service';

/** Spec 4: the status is cached for the next start, and the service link beside it. */
export function rememberStatus(status: SystemStatus) {
  storage.set(storageKeys.status, status);
  const serviceLink = serviceLinkOf(status);
  if (serviceLink) storage.set(storageKeys.serviceLink, serviceLink);
  else storage.remove(storageKeys.serviceLink);
}

export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiRequest(endpoints.getSystemStatus, { signal });
  rememberStatus(status);
  return status;
}

/** The cached status (spec 4), or undefined; an unparseable cache is dropped so it is refetched. */
function cachedStatus(): SystemStatus | undefined {
  const cached = storage.get(storageKeys.status);
  if (!cached && storage.has(storageKeys.status)) storage.remove(storageKeys.status);
  return cached ?? undefined;
}

/**
 * Spec 4 "System status": the cached value shows at once; it counts as stale from the start
 * (updated at 0), so the first mount always fetches a fresh one and replaces the cache.
 */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    initialData: cachedStatus,
    initialDataUpdatedAt: 0,
    // Several components read the status; one that mounts after a failed check must not start
    // another check (the gate would flip back to the splash and remount the page).
    retryOnMount: false,
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
