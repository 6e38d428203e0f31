import type { FieldRule } from '@app/contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { checkRule } from '@/shared/lib/field-rules';
import formStyles from '@/shared/ui/form.module.css';
import { checkUsername } from '../api/check-username';
import { useCaptcha } from '../api/get-captcha';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { useSmsCode } from '../hooks/use-sms-code';
import {
  REGISTER_CAPTCHA_MAX,
  registerFields,
  registerSchema,
  type RegisterMethod,
  type RegisterValues,
} from '../lib/register-fields';
import { CaptchaField } from './captcha-field';
import { RegisterField } from './register-field';

export interface Carried {
  mobileNum: string;
  countryDialingCode: string;
}

interface RegisterFormProps {
  method: RegisterMethod;
  rules: Record<string, FieldRule>;
  flags: ReadonlySet<string>;
  urlAffiliate: { code: string; valid: boolean };
  /** The mobile number typed so far: a method switch carries it over (spec 4). */
  carried: Carried;
  onCarry: (carried: Carried) => void;
}

/** Spec 2.7 and 4: the registration form of one method, its fields from the server settings. */
export function RegisterForm({
  method,
  rules,
  flags,
  urlAffiliate,
  carried,
  onCarry,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => registerFields(method, rules, flags), [method, rules, flags]);
  const withCaptcha = rules.captcha?.enabled === true;
  const captchaQuery = useCaptcha('register', withCaptcha);
  // Built at the first validation, not in this render (useZodForm).
  const schema = useCallback(
    () => registerSchema(t, method, rules, fields, withCaptcha),
    [t, method, rules, fields, withCaptcha],
  );
  const form = useZodForm<RegisterValues>(schema, {
    mode: 'onTouched',
    defaultValues: {
      ...Object.fromEntries(fields.map((f) => [f, ''])),
      ...carried,
      affiliateCode: urlAffiliate.code,
      captcha: '',
    },
  });
  const { watch, trigger, getFieldState, getValues, setError } = form;
  const sms = useSmsCode('register', 'expiredMinutes', form);
  const captcha = {
    shown: withCaptcha,
    captchaId: captchaQuery.data?.captchaId,
    refresh: () => void captchaQuery.refetch(),
  };
  const submit = useRegisterSubmit({ method, fields, form, urlAffiliate, captcha });

  useEffect(() => {
    const sub = watch((values, { name }) => {
      if (name === 'mobileNum' || name === 'countryDialingCode')
        onCarry({
          mobileNum: values.mobileNum ?? '',
          countryDialingCode: values.countryDialingCode ?? '',
        });
      // Spec 4: password and confirmation revalidate each other once both were visited.
      if (name === 'password' && getFieldState('confirmPassword').isTouched)
        void trigger('confirmPassword');
      if (name === 'confirmPassword' && getFieldState('password').isTouched)
        void trigger('password');
    });
    return () => sub.unsubscribe();
  }, [watch, trigger, getFieldState, onCarry]);

  const checkAvailability = async () => {
    const username = (getValues('username') ?? '').trim();
    if (!rules.username || checkRule(rules.username, username) !== null) return;
    const result = await checkUsername(username).catch(() => null);
    if (result && !result.available)
      setError('username', { type: 'taken', message: t('errors.username.exists') });
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(submit)}>
      {fields.map((name) => (
        <RegisterField
          key={name}
          name={name}
          form={form}
          required={
            (name === 'mobileNum' && method === 'mobile') ||
            (name !== 'verificationCode' && rules[name]?.required === true)
          }
          readOnly={name === 'affiliateCode' && urlAffiliate.valid}
          sms={{
            remaining: sms.remaining,
            sending: sms.sending,
            onSend: () => void sms.sendCode(),
          }}
          onUsernameBlur={() => void checkAvailability()}
        />
      ))}
      {withCaptcha && (
        <CaptchaField
          registration={form.register('captcha')}
          error={form.formState.errors.captcha?.message}
          image={captchaQuery.isFetching ? undefined : captchaQuery.data?.image}
          onRefresh={captcha.refresh}
          maxLength={REGISTER_CAPTCHA_MAX}
        />
      )}
      <p className={formStyles.hint}>
        {t('auth.register.agreement')}{' '}
        <Link to={paths.userAgreement.href()} className={formStyles.link}>
          {t('auth.register.agreementLink')}
        </Link>
      </p>
      <button type="submit" className={formStyles.primary} disabled={form.formState.isSubmitting}>
        {t('auth.register.submit')}
      </button>
    </form>
  );
}
