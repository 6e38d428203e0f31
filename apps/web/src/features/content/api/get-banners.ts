import type { Banner, bannerGroups } from '@app/contract';
import { endpoints } from '@/shared/api/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

export type BannerGroup = (typeof bannerGroups)[number];

export const getBanners = (groupName: BannerGroup, signal?: AbortSignal): Promise<Banner[]> =>
  apiRequest(endpoints.getBanners, { query: { groupName }, signal });

export const bannersQueryOptions = (groupName: BannerGroup) =>
  queryOptions({
    queryKey: ['content', 'banners', groupName],
    queryFn: ({ signal }) => getBanners(groupName, signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = (groupName: BannerGroup) => useQuery(bannersQueryOptions(groupName));
