import type { FieldRule } from '@app/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { DEFAULT_DIALING_CODE, stripLeadingZero } from '@/shared/config/dialing-codes';
import { paths } from '@/shared/config/paths';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import { DialingCodePicker } from '@/shared/ui/dialing-code-picker';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { login } from '../api/login';
import { setPasswordByPhone } from '../api/set-password-by-phone';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSmsSender } from '../hooks/use-sms-sender';
import { phoneRecoverySchema } from '../lib/forget-schemas';
import { MOBILE_MAX, SMS_CODE_MAX } from '../lib/login-schemas';
import { SmsCodeButton as SmsButton } from './sms-code-button';

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
  const { register, handleSubmit, formState, setValue, watch, trigger, setFocus, getValues } = form;
  const { errors, touchedFields, isDirty, isSubmitting } = formState;
  const sms = useSmsSender('password', 'expirationTime');
  const touched = isDirty || Object.keys(touchedFields).length > 0;
  const hasErrors = Object.keys(errors).length > 0;

  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) return setFocus('mobileNum');
    if (await sms.send(getValues('mobileNum'), getValues('countryDialingCode')))
      setFocus('verificationCode');
  };

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
      <TextField
        label={t('form.fields.mobileNum.label')}
        placeholder={t('form.fields.mobileNum.placeholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_MAX}
        error={errors.mobileNum?.message}
        leading={
          <DialingCodePicker
            value={watch('countryDialingCode')}
            onChange={(code) => setValue('countryDialingCode', code, { shouldDirty: true })}
          />
        }
        {...register('mobileNum')}
      />
      <TextField
        label={t('form.fields.verificationCode.label')}
        placeholder={t('form.fields.verificationCode.placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX}
        error={errors.verificationCode?.message}
        trailing={
          <SmsButton
            remaining={sms.remaining}
            sending={sms.sending}
            onClick={() => void sendCode()}
          />
        }
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
