import {
  announcementSets,
  announcementsQueryOptions,
} from '@/features/content/api/get-announcements';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { systemStatusQueryOptions } from '@/features/system/api/get-system-status';
import type { QueryClient } from '@tanstack/react-query';
import { traitsFor } from '@/shared/config/match-route';

/**
 * Starts, before React renders, what the first screen will ask for, so the status check and the
 * home data load side by side instead of one after another (the gate holds the page until the
 * status is known). Only for pages that arrive without boot data (see main.tsx).
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string) {
  void queryClient.prefetchQuery(systemStatusQueryOptions());
  if (!traitsFor(pathname).banner) return;
  void queryClient.prefetchQuery(bannersQueryOptions('m_home'));
  void queryClient.prefetchQuery(announcementsQueryOptions(announcementSets.home));
}
