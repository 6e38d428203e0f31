import { SideMenu } from '@/features/account/components/side-menu';
import { MailUnreadBadge } from '@/features/messages/components/mail-unread-badge';
import { useWhitelabelFlags } from '@/features/system/api/get-consolidated-settings';
import { useSystemStatus } from '@/features/system/api/get-system-status';
import { telegramLinkOf } from '@/features/system/utils/customer-service';

/** /m/sidebar: the side menu (spec 2.4) as a right-hand panel page. */
export function SidebarRoute() {
  const { data } = useSystemStatus();
  const cbs3 = useWhitelabelFlags().has('CBS3');
  return (
    <SideMenu telegramUrl={telegramLinkOf(data)} mailBadge={<MailUnreadBadge cbs3={cbs3} />} />
  );
}
