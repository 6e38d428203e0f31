import type { FieldRule } from '@app/contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { loadPassword } from '@/shared/lib/credentials';
import { storage, storageKeys } from '@/shared/lib/storage';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import type { LoginCaptcha } from '../hooks/use-login-captcha';
import type { useLoginSubmit } from '../hooks/use-login-submit';
import { passwordLoginSchema } from '../lib/login-schemas';
import { LoginFormFooter } from './login-form-footer';

interface PasswordLoginFormProps {
  rules: Record<string, FieldRule> | undefined;
  captcha: LoginCaptcha;
  submit: ReturnType<typeof useLoginSubmit>;
}

/** Spec 2.6 username-and-password login, with remember-me on by default. */
export function PasswordLoginForm({ rules, captcha, submit }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const remembered = useMemo(() => storage.get(storageKeys.credentials), []);
  // Built at the first validation, not in this render (useZodForm).
  const schema = useCallback(
    () => passwordLoginSchema(t, rules, captcha.shown),
    [t, rules, captcha.shown],
  );
  const { register, handleSubmit, formState, setValue, getValues } = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      username: remembered?.type === 'username' ? remembered.username : '',
      password: '',
      captcha: '',
      remember: true,
    },
  });
  const { errors, isSubmitting } = formState;

  // Remember-me keeps no password: the browser's password manager offers it back, if it has one.
  useEffect(() => {
    if (remembered?.type !== 'username') return;
    let active = true;
    void loadPassword().then((saved) => {
      if (!active || !saved || getValues('password')) return;
      if (saved.id !== getValues('username')) return;
      setValue('password', saved.password);
    });
    return () => {
      active = false;
    };
  }, [remembered, getValues, setValue]);

  const onSubmit = handleSubmit(async (v) => {
    const username = v.username.trim();
    const failed = await submit(
      {
        type: 'username',
        username,
        password: v.password,
        ...(captcha.shown && { captcha: v.captcha }),
      },
      { remember: v.remember ? { type: 'username', username } : null, password: v.password },
    );
    if (failed) setValue('captcha', '');
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label={t('form.fields.username.label')}
        placeholder={t('form.fields.username.placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={t('form.fields.password.label')}
        placeholder={t('form.fields.password.placeholder')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
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
