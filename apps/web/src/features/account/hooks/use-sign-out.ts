import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { memberScopedKeys } from '@/shared/api/query-keys';
import { paths } from '@/shared/config/paths';
import { storage, storageKeys } from '@/shared/lib/storage';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { getSessionToken, useSessionStore } from '@/shared/stores/session-store';
import { toast } from '@/shared/stores/toast-store';
import { logout } from '../api/logout';

/** Spec 9: "logout wait 10 s": a slower server does not keep the player waiting longer. */
export const LOGOUT_WAIT_MS = 10_000;

/**
 * Spec 4 "Logout" after the confirmation: loading notice, DELETE logout with the token, then the
 * token, trial user and member info cleared, session storage wiped, autoLogin '0', and home. The
 * wait indicator goes away whatever the server does: answers, fails, or is too slow.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);

  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const notice = toast.loading(t('account.signOut.loading'));
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), LOGOUT_WAIT_MS);
    try {
      if (getSessionToken()) await logout(abort.signal);
    } catch {
      // Failed or timed out: the session is dropped here anyway and expires on the server.
    } finally {
      clearTimeout(timer);
      useSessionStore.getState().clearSession();
      storage.clearSession();
      // Session storage held HIDEBALANCE; the in-memory flag follows it.
      usePreferencesStore.setState({ hideBalance: false });
      storage.set(storageKeys.autoLogin, '0');
      for (const queryKey of memberScopedKeys) queryClient.removeQueries({ queryKey });
      toast.hide(notice);
      running.current = false;
      void navigate(paths.home.href(), { replace: true });
    }
  }, [t, navigate, queryClient]);
}
