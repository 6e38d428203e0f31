import type { FieldRule } from '@app/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast, TOAST_MS } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { TextField } from '@/shared/ui/text-field';
import { recoverPasswordByEmail } from '../api/recover-password';
import { emailRecoverySchema } from '../lib/forget-schemas';

/**
 * Spec 2.8 and 4: account and e-mail, the button enabled once both are valid; 'please wait', then
 * the success message for 1 s, then back to where the player came from.
 */
export function EmailRecoveryForm({ rules }: { rules: Record<string, FieldRule> | undefined }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const schema = useMemo(() => emailRecoverySchema(t, rules), [t, rules]);
  const { register, handleSubmit, formState } = useZodForm(schema, {
    mode: 'onChange',
    defaultValues: { username: '', email: '' },
  });
  const { errors, isValid, isSubmitting, touchedFields } = formState;

  const onSubmit = handleSubmit(async (v) => {
    toast.loading(t('auth.forget.wait'));
    try {
      await recoverPasswordByEmail(v);
      toast.success(t('auth.forget.emailSent'));
      await new Promise((r) => setTimeout(r, TOAST_MS.success));
      goBack();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit}>
      <p className={formStyles.hint}>{t('auth.forget.emailHint')}</p>
      <TextField
        label={t('form.fields.username.label')}
        placeholder={t('form.fields.username.placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={touchedFields.username ? errors.username?.message : undefined}
        {...register('username')}
      />
      <TextField
        label={t('form.fields.email.label')}
        placeholder={t('form.fields.email.placeholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={touchedFields.email ? errors.email?.message : undefined}
        {...register('email')}
      />
      <button type="submit" className={formStyles.primary} disabled={!isValid || isSubmitting}>
        {t('auth.forget.emailSubmit')}
      </button>
    </form>
  );
}
