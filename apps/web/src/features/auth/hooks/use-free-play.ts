import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { memberScopedKeys } from '@/shared/api/query-keys';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { toast } from '@/shared/stores/toast-store';
import { loginFreeplay } from '../api/login';

/** Spec 2.6 and 4: free play signs in a trial account and goes home. */
export function useFreePlay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    toast.loading(t('auth.login.freePlayLoading'));
    try {
      const value = await loginFreeplay();
      for (const queryKey of memberScopedKeys) queryClient.removeQueries({ queryKey });
      useSessionStore.getState().signInTrial(value);
      toast.hide();
      void navigate(paths.home.href(), { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
    }
  };
}
