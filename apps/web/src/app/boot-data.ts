import { MESSAGE_LIST_SET, type BootData } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { gameListQueryOptions } from '@/features/games/api/get-game-list';
import { gameVendorsQueryOptions } from '@/features/games/api/get-game-vendors';
import { registerSettingsQueryOptions } from '@/shared/api/get-register-settings';
import { consolidatedSettingsQueryOptions } from '@/features/system/api/get-consolidated-settings';
import { rememberStatus, systemStatusQueryOptions } from '@/features/system/api/get-system-status';

/**
 * Puts the inline answers into the query cache as fresh data, on the server before it renders and
 * in the browser before it hydrates, so both render the same page from the same data.
 */
export function seedBootData(queryClient: QueryClient, boot: BootData) {
  queryClient.setQueryData(systemStatusQueryOptions().queryKey, boot.status);
  queryClient.setQueryData(consolidatedSettingsQueryOptions().queryKey, boot.settings);
  // The status carries the field rules too (spec 4 info.register): the sign-in forms render
  // complete from the first paint instead of growing when their own call answers.
  queryClient.setQueryData(registerSettingsQueryOptions().queryKey, boot.status.info.register);
  if (boot.homeBanners)
    queryClient.setQueryData(bannersQueryOptions('m_home').queryKey, boot.homeBanners);
  if (boot.gameVendors)
    queryClient.setQueryData(gameVendorsQueryOptions().queryKey, boot.gameVendors);
  for (const { query, value } of boot.gameLists ?? [])
    queryClient.setQueryData(gameListQueryOptions(query).queryKey, value);
  // The keys of features/promotions/api/get-promotions.ts for a visitor (session token ''),
  // written out here so that home's code does not carry the promotions feature.
  const promotions = boot.promotions;
  if (promotions) {
    queryClient.setQueryData(
      ['promotions', 'list', promotions.language, ''],
      promotions.value.content,
    );
    queryClient.setQueryData(
      ['promotions', 'categories', promotions.language],
      promotions.categories,
    );
  }
  // The key of features/messages/api/get-announcement-list.ts for a visitor (member ''), as above.
  const messages = boot.messages;
  if (messages) {
    const { types, groupName } = MESSAGE_LIST_SET;
    queryClient.setQueryData(
      ['messages', 'announcements', types.join(','), groupName, messages.language, ''],
      messages.value,
    );
  }
  if (typeof window !== 'undefined') rememberStatus(boot.status);
}
