import { ChangePasswordScreen } from '@/features/account/components/change-password-screen';

/** /m/changePsw (spec 2.9); visitors are sent home by the routes table. */
export function ChangePasswordRoute() {
  return <ChangePasswordScreen />;
}
