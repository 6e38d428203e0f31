import type { LoginBody } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/stores/toast-store';
import { login } from '../api/login';
import type { LoginCaptcha } from './use-login-captcha';
import { useCompleteSignIn, type SignInOptions } from './use-complete-sign-in';

/** Spec 8: a failed login whose error carries value.captcha asks for the captcha. */
const wantsCaptcha = (error: ApiError) =>
  error.errorCode.startsWith('captcha.') ||
  (typeof error.value === 'object' &&
    error.value !== null &&
    (error.value as { captcha?: unknown }).captcha === true);

/**
 * One login attempt: loading toast (spec 9: at most 9999 ms), the encrypted call, then either the
 * session and the next screen, or the translated error and, when asked for, the captcha.
 * Resolves to the error of a failed attempt (null on success), so the form can clear the used
 * captcha answer and react to its own errors.
 */
export function useLoginSubmit(captcha: LoginCaptcha) {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  return async (body: LoginBody, options: SignInOptions): Promise<ApiError | null> => {
    toast.loading(t('auth.login.loading'));
    try {
      const value = await login(
        captcha.shown && captcha.captchaId ? { ...body, captchaId: captcha.captchaId } : body,
      );
      toast.hide();
      complete(value, options);
      return null;
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError('unknown.error', 0, t('errors.unknown.error'));
      toast.error(apiError.message);
      if (wantsCaptcha(apiError)) captcha.require();
      else if (captcha.shown) captcha.refresh();
      return apiError;
    }
  };
}
