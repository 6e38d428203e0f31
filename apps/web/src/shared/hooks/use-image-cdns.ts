import type { SystemStatus } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Spec 9 "Image CDN": the CDN list from the site status. The status gate has loaded the status
 * (key ['system', 'status']) before any screen renders, so reading the cache is enough; an empty
 * list makes `imageUrl` use the default CDN.
 */
export function useImageCdns(): readonly string[] {
  const status = useQueryClient().getQueryData<SystemStatus>(['system', 'status']);
  return status?.info.imageCDNs ?? [];
}
