import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useSetPaymentPassword } from '../../api/set-payment-password';
import { usePaymentSms } from '../../hooks/payment-sms';
import { paymentPasswordSchema, type PaymentPasswordFormValues } from '../../lib/withdraw-schemas';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './withdraw.module.css';

interface PaymentPasswordFormProps {
  /** 'new': none yet; 'locked': five wrong tries; 'change': the member chose to change it. */
  state: 'new' | 'locked' | 'change';
  mobileNum: string | null;
  onDone: () => void;
}

/** "*******0001": the number the code goes to, without showing all of it. */
const maskMobile = (n: string) => (n.length > 4 ? `${'*'.repeat(n.length - 4)}${n.slice(-4)}` : n);

/** Setting (or resetting a locked) payment password: SMS code, six digits, the same six again. */
export function PaymentPasswordForm({ state, mobileNum, onDone }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => paymentPasswordSchema(t), [t]);
  const { register, handleSubmit, formState, setError, setFocus, reset } =
    useZodForm<PaymentPasswordFormValues>(schema, {
      mode: 'onTouched',
      defaultValues: { verificationCode: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    });
  const sms = usePaymentSms();
  const save = useSetPaymentPassword();
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      toast.success(t('wallet.withdraw.password.saved'));
      reset();
      onDone();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.message ?? t('errors.unknown.error');
      toast.error(message);
      if (apiError?.errorCode.startsWith('verification.code'))
        setError('verificationCode', { message }, { shouldFocus: true });
      if (apiError?.errorCode === 'payment.password.confirm.mismatch')
        setError('confirmPaymentPassword', { message });
    }
  });

  return (
    <form
      className={`${cashierStyles.form} ${styles.card}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="pay-password-title"
    >
      <h2 id="pay-password-title" className={cashierStyles.title}>
        {t(
          state === 'new'
            ? 'wallet.withdraw.password.titleNew'
            : 'wallet.withdraw.password.titleReset',
        )}
      </h2>
      <p className={cashierStyles.note} role={state === 'locked' ? 'alert' : undefined}>
        {t(`wallet.withdraw.password.intro.${state}`)}
      </p>
      <p className={cashierStyles.note}>
        {mobileNum
          ? t('wallet.withdraw.password.codeTo', { number: maskMobile(mobileNum) })
          : t('wallet.withdraw.password.codeToAccount')}
      </p>
      <TextField
        label={t('form.fields.verificationCode.label')}
        placeholder={t('form.fields.verificationCode.placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        error={errors.verificationCode?.message}
        trailing={
          <button
            type="button"
            className={formStyles.inline}
            disabled={sms.remaining > 0 || sms.sending}
            aria-label={
              sms.remaining > 0 ? t('auth.sms.waitLabel', { seconds: sms.remaining }) : undefined
            }
            onClick={async () => {
              if (await sms.send()) setFocus('verificationCode');
            }}
          >
            {sms.remaining > 0
              ? t('auth.sms.wait', { seconds: sms.remaining })
              : t('auth.sms.send')}
          </button>
        }
        {...register('verificationCode')}
      />
      <PasswordField
        label={t('wallet.withdraw.password.new')}
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        error={errors.newPaymentPassword?.message}
        {...register('newPaymentPassword')}
      />
      <PasswordField
        label={t('wallet.withdraw.password.confirm')}
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        error={errors.confirmPaymentPassword?.message}
        {...register('confirmPaymentPassword')}
      />
      <button
        type="submit"
        className={formStyles.primary}
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {t('wallet.withdraw.password.submit')}
      </button>
      {state === 'change' && (
        <button type="button" className={formStyles.secondary} onClick={onDone}>
          {t('wallet.withdraw.cancel')}
        </button>
      )}
    </form>
  );
}
