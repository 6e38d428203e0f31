import { MemberCentrePage } from '@/features/account/components/member-centre/member-centre-page';
import { useConsolidatedSettings } from '@/features/system/api/get-consolidated-settings';
import { BalanceCard } from '@/features/wallet/components/balance-card/balance-card';
import { BonusGrants } from '@/features/wallet/components/bonus/bonus-grants';

/**
 * /m/member/home and /m/mine (spec 2.2), drawn by the merchant's template (spec 4: 'new' when
 * mem_cen is '1', else 'base'). The profile is the account feature's, the balance and the
 * bonuses' turnover (issue 19) the wallet's.
 */
export function MemberCentreRoute() {
  const { data: settings } = useConsolidatedSettings();
  // Nothing until the template is known: drawing one layout and then the other would jump.
  if (!settings) return null;
  const template = settings.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
  return (
    <MemberCentrePage
      template={template}
      balance={<BalanceCard variant={template === 'new' ? 'card' : 'line'} />}
      bonuses={<BonusGrants />}
    />
  );
}
