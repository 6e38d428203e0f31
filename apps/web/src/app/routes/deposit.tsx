import { useConsolidatedSettings } from '@/features/system/api/get-consolidated-settings';
import { DepositScreen } from '@/features/wallet/components/deposit/deposit-screen';

/**
 * /m/voucherCenter (spec 2.2). The merchant's template (spec 4: deposit function 'new' when
 * dep_func is '1', else 'base') is the system feature's; the deposit itself is the wallet's.
 */
export function DepositRoute() {
  const { data: settings } = useConsolidatedSettings();
  const template = settings ? (settings.mobileTemplate.dep_func === '1' ? 'new' : 'base') : null;
  return <DepositScreen template={template} />;
}
