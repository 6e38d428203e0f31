import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/shared/ui/form.module.css';
import type { LoginCaptcha } from '../hooks/use-login-captcha';
import { LOGIN_CAPTCHA_MAX } from '../lib/login-schemas';
import { CaptchaField } from './captcha-field';

interface LoginFormFooterProps {
  captcha: LoginCaptcha;
  captchaField: UseFormRegisterReturn;
  captchaError: string | undefined;
  rememberField: UseFormRegisterReturn;
  submitting: boolean;
}

/** What both login forms end with: the captcha once one is asked for, remember-me and submit. */
export function LoginFormFooter({
  captcha,
  captchaField,
  captchaError,
  rememberField,
  submitting,
}: LoginFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {captcha.shown && (
        <CaptchaField
          registration={captchaField}
          error={captchaError}
          image={captcha.image}
          onRefresh={captcha.refresh}
          maxLength={LOGIN_CAPTCHA_MAX}
        />
      )}
      <label className={formStyles.check}>
        <input type="checkbox" {...rememberField} />
        {t('auth.login.remember')}
      </label>
      <button type="submit" className={formStyles.primary} disabled={submitting}>
        {t('auth.login.submit')}
      </button>
    </>
  );
}
