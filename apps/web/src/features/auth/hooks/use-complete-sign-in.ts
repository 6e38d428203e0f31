import type { SessionValue } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { memberScopedKeys } from '@/shared/api/query-keys';
import { paths } from '@/shared/config/paths';
import { savePassword } from '@/shared/lib/credentials';
import { storage, storageKeys, type RememberedLogin } from '@/shared/lib/storage';
import { useSessionStore } from '@/shared/stores/session-store';

export interface SignInOptions {
  /** What remember-me keeps (no password), or null when it is off. */
  remember: RememberedLogin | null;
  /** Offered to the browser's password manager when remember-me is on (password logins). */
  password?: string | undefined;
}

/**
 * Spec 4 "Login: success saves session info and sets the token", then goes home, or to the
 * password change a first login must make (firstTimeLogin).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (value: SessionValue, { remember, password }: SignInOptions) => {
      for (const queryKey of memberScopedKeys) queryClient.removeQueries({ queryKey });
      useSessionStore.getState().signIn(value);
      if (remember) {
        storage.set(storageKeys.credentials, remember);
        storage.set(storageKeys.autoLogin, '1');
        if (password && remember.type === 'username')
          void savePassword(remember.username, password);
      } else {
        storage.remove(storageKeys.credentials);
        storage.set(storageKeys.autoLogin, '0');
      }
      void navigate(value.firstTimeLogin ? paths.changePsw.href() : paths.home.href(), {
        replace: true,
      });
    },
    [navigate, queryClient],
  );
}
