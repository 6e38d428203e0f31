import { LoginScreen } from '@/features/auth/components/login-screen';
import { useWhitelabelFlags } from '@/features/system/api/get-consolidated-settings';

/** /m/login (spec 2.6): the white-label flags decide which methods and icons show. */
export function LoginRoute() {
  return <LoginScreen flags={useWhitelabelFlags()} />;
}
