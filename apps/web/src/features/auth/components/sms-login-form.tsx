import type { FieldRule } from '@app/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DIALING_CODE, stripLeadingZero } from '@/shared/config/dialing-codes';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { storage, storageKeys } from '@/shared/lib/storage';
import { DialingCodePicker } from '@/shared/ui/dialing-code-picker';
import formStyles from '@/shared/ui/form.module.css';
import { TextField } from '@/shared/ui/text-field';
import type { LoginCaptcha } from '../hooks/use-login-captcha';
import type { useLoginSubmit } from '../hooks/use-login-submit';
import { useSmsSender } from '../hooks/use-sms-sender';
import { LOGIN_CAPTCHA_MAX, MOBILE_MAX, SMS_CODE_MAX, smsLoginSchema } from '../lib/login-schemas';
import { CaptchaField } from './captcha-field';
import { SmsCodeButton } from './sms-code-button';

interface SmsLoginFormProps {
  rules: Record<string, FieldRule> | undefined;
  captcha: LoginCaptcha;
  submit: ReturnType<typeof useLoginSubmit>;
}

/** Spec 2.6 mobile-number-and-SMS-code login (flag MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ rules, captcha, submit }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const remembered = useMemo(() => storage.get(storageKeys.credentials), []);
  const schema = useMemo(() => smsLoginSchema(t, rules, captcha.shown), [t, rules, captcha.shown]);
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      countryDialingCode: remembered?.countryDialingCode ?? DEFAULT_DIALING_CODE,
      mobileNum: remembered?.type === 'sms' ? remembered.username : '',
      verificationCode: '',
      captcha: '',
      remember: true,
    },
  });
  const { register, handleSubmit, formState, setValue, watch, trigger, setFocus, getValues } = form;
  const { errors, isSubmitting } = formState;
  const sms = useSmsSender('login', 'expirationTime');
  const dialingCode = watch('countryDialingCode');

  const sendCode = async () => {
    // Spec 5: a valid number is needed before a code is sent.
    if (!(await trigger('mobileNum'))) return setFocus('mobileNum');
    if (await sms.send(getValues('mobileNum'), getValues('countryDialingCode')))
      setFocus('verificationCode');
  };

  const onSubmit = handleSubmit(async (v) => {
    const mobileNum = stripLeadingZero(v.mobileNum);
    const failed = await submit(
      {
        type: 'sms',
        mobileNum,
        countryDialingCode: v.countryDialingCode,
        verificationCode: v.verificationCode,
        ...(captcha.shown && { captcha: v.captcha }),
      },
      {
        remember: v.remember
          ? { type: 'sms', username: mobileNum, countryDialingCode: v.countryDialingCode }
          : null,
      },
    );
    if (!failed) return;
    setValue('captcha', '');
    // An expired or used-up code cannot be retried: a new one may be asked for at once.
    if (failed.errorCode.startsWith('verification.code.')) {
      setValue('verificationCode', '');
      sms.reset();
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit}>
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
            value={dialingCode}
            onChange={(code) => setValue('countryDialingCode', code)}
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
          <SmsCodeButton remaining={sms.remaining} sending={sms.sending} onClick={sendCode} />
        }
        {...register('verificationCode')}
      />
      {captcha.shown && (
        <CaptchaField
          registration={register('captcha')}
          error={errors.captcha?.message}
          image={captcha.image}
          onRefresh={captcha.refresh}
          maxLength={LOGIN_CAPTCHA_MAX}
        />
      )}
      <label className={formStyles.check}>
        <input type="checkbox" {...register('remember')} />
        {t('auth.login.remember')}
      </label>
      <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
        {t('auth.login.submit')}
      </button>
    </form>
  );
}
