import { RegisterScreen } from '@/features/auth/components/register-screen';
import { useWhitelabelFlags } from '@/features/system/api/get-consolidated-settings';

/** /m/register (spec 2.7): the white-label flags decide the methods and the SMS check. */
export function RegisterRoute() {
  return <RegisterScreen flags={useWhitelabelFlags()} />;
}
