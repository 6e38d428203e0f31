import { useMemberInfo } from '@/features/account/api/get-member-info';
import { WithdrawScreen } from '@/features/wallet/components/withdraw/withdraw-screen';

/**
 * /m/withdraw (spec 2.2). The member's mobile number (where the payment password's SMS code goes)
 * is the account feature's; the withdrawal itself is the wallet's.
 */
export function WithdrawRoute() {
  const { data: member } = useMemberInfo();
  return <WithdrawScreen mobileNum={member?.mobileNum ?? null} />;
}
