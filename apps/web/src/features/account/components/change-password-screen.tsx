import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { useRegisterSettings } from '@/shared/api/get-register-settings';
import { paths } from '@/shared/config/paths';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { savePassword } from '@/shared/lib/credentials';
import { useSessionStore } from '@/shared/stores/session-store';
import { toast, TOAST_MS } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { changePassword } from '../api/change-password';
import { useMemberInfo } from '../api/get-member-info';
import { changePasswordSchema } from '../lib/change-password-schema';

/** Spec 9: the password change's loading notice lasts up to 10 s. */
const SAVING_MS = 10_000;

/**
 * Spec 2.9 /m/changePsw: old (not asked when the member has no password yet), new and confirm,
 * each with a show/hide toggle. Success: 'Change saved', the password manager's copy updated,
 * home after 1 s.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const { data: member } = useMemberInfo();
  const { data: rules } = useRegisterSettings();
  const withOld = member?.hasPassword !== false;
  const schema = useMemo(() => changePasswordSchema(t, rules, withOld), [t, rules, withOld]);
  const { register, handleSubmit, formState, watch, trigger, getFieldState, setError } = useZodForm(
    schema,
    {
      mode: 'onTouched',
      defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    },
  );
  const { errors, isSubmitting } = formState;
  const account = member?.account ?? session?.userName ?? '';

  useEffect(() => {
    const sub = watch((_, { name }) => {
      if (name === 'newPassword' && getFieldState('confirmNewPassword').isTouched)
        void trigger('confirmNewPassword');
      if (name === 'oldPassword' && getFieldState('newPassword').isTouched)
        void trigger('newPassword');
    });
    return () => sub.unsubscribe();
  }, [watch, trigger, getFieldState]);

  const onSubmit = handleSubmit(async (v) => {
    toast.loading(t('account.changePassword.saving'), SAVING_MS);
    try {
      await changePassword({
        ...(withOld && { oldPassword: v.oldPassword }),
        newPassword: v.newPassword,
        confirmNewPassword: v.confirmNewPassword,
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      toast.error(apiError?.message ?? t('errors.unknown.error'));
      if (apiError?.errorCode === 'password.old.invalid')
        setError('oldPassword', { message: apiError.message }, { shouldFocus: true });
      if (apiError?.errorCode === 'modify.new.old.same')
        setError('newPassword', { message: apiError.message }, { shouldFocus: true });
      return;
    }
    toast.success(t('account.changePassword.saved'));
    if (account) void savePassword(account, v.newPassword);
    const current = useSessionStore.getState().session;
    if (current?.firstTimeLogin)
      useSessionStore.getState().setSession({ ...current, firstTimeLogin: false });
    void queryClient.invalidateQueries({ queryKey: ['member'] });
    await new Promise((r) => setTimeout(r, TOAST_MS.success));
    void navigate(paths.home.href(), { replace: true });
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit}>
      {session?.firstTimeLogin && (
        <p className={formStyles.hint}>{t('account.changePassword.firstTime')}</p>
      )}
      {!withOld && <p className={formStyles.hint}>{t('account.changePassword.noPassword')}</p>}
      {/* Tells the password manager which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      {withOld && (
        <PasswordField
          label={t('form.fields.oldPassword.label')}
          placeholder={t('form.fields.oldPassword.placeholder')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
      )}
      <PasswordField
        label={t('form.fields.newPassword.label')}
        placeholder={t('form.fields.newPassword.placeholder')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('form.fields.confirmNewPassword.label')}
        placeholder={t('form.fields.confirmNewPassword.placeholder')}
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword')}
      />
      <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
        {t('account.changePassword.submit')}
      </button>
    </form>
  );
}
