import type { FieldRule } from '@app/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { DEFAULT_DIALING_CODE, stripLeadingZero } from '@/shared/config/dialing-codes';
import { paths } from '@/shared/config/paths';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { login } from '../api/login';
import { setPasswordByPhone } from '../api/set-password-by-phone';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSmsCode } from '../hooks/use-sms-code';
import { phoneRecoverySchema } from '../lib/forget-schemas';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/**
 * Spec 2.8, 4, 5 and 8: set a new password with an SMS code, then sign in with it. Submit stays
 * disabled until a field was touched and while any has an error. A refused new password
 * (modify.new.old.same) clears the password; any other failure clears the code.
 */
export function PhoneRecoveryForm({ rules }: { rules: Record<string, FieldRule> | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const schema = useMemo(() => phoneRecoverySchema(t, rules), [t, rules]);
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
  });
  const { register, handleSubmit, formState, setValue, watch } = form;
  const { errors, touchedFields, isDirty, isSubmitting } = formState;
  const sms = useSmsCode('password', 'expirationTime', form);
  const touched = isDirty || Object.keys(touchedFields).length > 0;
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (v) => {
    toast.loading(t('auth.forget.wait'));
    let userName: string;
    try {
      ({ userName } = await setPasswordByPhone({ ...v, mobileNum: stripLeadingZero(v.mobileNum) }));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      toast.error(apiError?.message ?? t('errors.unknown.error'));
      if (apiError?.errorCode === 'modify.new.old.same') setValue('newPassword', '');
      else setValue('verificationCode', '');
      return;
    }
    toast.loading(t('auth.forget.phoneDone'));
    try {
      const session = await login({
        type: 'username',
        username: userName,
        password: v.newPassword,
      });
      toast.hide();
      complete(session, {
        remember: { type: 'username', username: userName },
        password: v.newPassword,
      });
    } catch (error) {
      // The password is set; only the automatic sign-in failed (e.g. a captcha is needed).
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
      void navigate(paths.login.href(), { replace: true });
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit}>
      <p className={formStyles.hint}>{t('auth.forget.phoneHint')}</p>
      <MobileField
        dialingCode={watch('countryDialingCode')}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code, { shouldDirty: true })}
        error={errors.mobileNum?.message}
        {...register('mobileNum')}
      />
      <SmsCodeField
        remaining={sms.remaining}
        sending={sms.sending}
        onSend={() => void sms.sendCode()}
        error={errors.verificationCode?.message}
        {...register('verificationCode')}
      />
      <PasswordField
        label={t('form.fields.newPassword.label')}
        placeholder={t('form.fields.newPassword.placeholder')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <button
        type="submit"
        className={formStyles.primary}
        disabled={!touched || hasErrors || isSubmitting}
      >
        {t('auth.forget.phoneSubmit')}
      </button>
    </form>
  );
}
