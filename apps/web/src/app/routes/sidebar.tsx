import { SideMenu } from '@/features/account/components/side-menu';
import { useSystemStatus } from '@/features/system/api/get-system-status';
import { telegramLinkOf } from '@/features/system/utils/customer-service';

/** /m/sidebar: the side menu (spec 2.4) as a right-hand panel page. */
export function SidebarRoute() {
  const { data } = useSystemStatus();
  return <SideMenu telegramUrl={telegramLinkOf(data)} />;
}
