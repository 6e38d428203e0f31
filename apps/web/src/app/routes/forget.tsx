import { ForgetScreen } from '@/features/auth/components/forget-screen';
import { useWhitelabelFlags } from '@/features/system/api/get-consolidated-settings';

/** /m/forget (spec 2.8): flag CHNGPASSVERIF3 adds recovery by mobile number. */
export function ForgetRoute() {
  return <ForgetScreen byPhone={useWhitelabelFlags().has('CHNGPASSVERIF3')} />;
}
