import type { FieldRule } from '@app/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DIALING_CODE, stripLeadingZero } from '@/shared/config/dialing-codes';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { storage, storageKeys } from '@/shared/lib/storage';
import formStyles from '@/shared/ui/form.module.css';
import type { LoginCaptcha } from '../hooks/use-login-captcha';
import type { useLoginSubmit } from '../hooks/use-login-submit';
import { useSmsCode } from '../hooks/use-sms-code';
import { smsLoginSchema } from '../lib/login-schemas';
import { LoginFormFooter } from './login-form-footer';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

interface SmsLoginFormProps {
  rules: Record<string, FieldRule> | undefined;
  captcha: LoginCaptcha;
  submit: ReturnType<typeof useLoginSubmit>;
}

/** Spec 2.6 mobile-number-and-SMS-code login (flag MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ rules, captcha, submit }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const remembered = useMemo(() => storage.get(storageKeys.credentials), []);
  // Built at the first validation, not in this render (useZodForm).
  const schema = useCallback(
    () => smsLoginSchema(t, rules, captcha.shown),
    [t, rules, captcha.shown],
  );
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
  const { register, handleSubmit, formState, setValue, watch } = form;
  const { errors, isSubmitting } = formState;
  const sms = useSmsCode('login', 'expirationTime', form);
  const dialingCode = watch('countryDialingCode');

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
      <MobileField
        dialingCode={dialingCode}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
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
      <LoginFormFooter
        captcha={captcha}
        captchaField={register('captcha')}
        captchaError={errors.captcha?.message}
        rememberField={register('remember')}
        submitting={isSubmitting}
      />
    </form>
  );
}
