import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storage, storageKeys } from '@/shared/lib/storage';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';

/**
 * Spec 4 "Logout": confirm, then clear the token, member info and session storage, set autoLogin
 * to '0' and go home. The server-side logout call (DELETE /wps/session/logout) joins this when the
 * session endpoints land in the contract.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const clearSession = useSessionStore((s) => s.clearSession);
  const queryClient = useQueryClient();
  return (then: () => void) => {
    if (!window.confirm(t('sideMenu.signOutConfirm'))) return;
    clearSession();
    storage.clearSession();
    // Session storage held HIDEBALANCE; the in-memory flag follows it.
    usePreferencesStore.setState({ hideBalance: false });
    storage.set(storageKeys.autoLogin, '0');
    queryClient.removeQueries({ queryKey: ['member'] });
    then();
  };
}
