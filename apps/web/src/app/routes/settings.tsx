import { SettingsScreen } from '@/features/account/components/settings-screen';

/** /m/set (spec 2.9); visitors are sent home by the routes table. */
export function SettingsRoute() {
  return <SettingsScreen />;
}
