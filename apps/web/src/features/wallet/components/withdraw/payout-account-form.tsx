import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useAddPayoutAccount } from '../../api/add-payout-account';
import { withdrawInfoKey } from '../../api/get-withdraw-info';
import { paymentPasswordMessage, paymentPasswordTriesLeft } from '../../lib/withdraw-errors';
import { payoutAccountSchema, type PayoutAccountFormValues } from '../../lib/withdraw-schemas';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './withdraw.module.css';

const TYPES = ['BKASH', 'NAGAD', 'BANK'] as const;

/**
 * Binding a payout account. The holder must be the member's payee name: once there is one it is
 * filled in and fixed, and the hint says why; the first account's holder becomes the payee name.
 * Binding says where money goes, so it asks the payment password (the body travels sealed, as a
 * withdrawal's); the screen offers this form only once a payment password is set.
 */
export function PayoutAccountForm({
  payeeName,
  onClose,
}: {
  payeeName: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(() => payoutAccountSchema(t), [t]);
  const { register, handleSubmit, watch, formState, setError } =
    useZodForm<PayoutAccountFormValues>(schema, {
      mode: 'onTouched',
      defaultValues: {
        type: 'BKASH',
        holderName: payeeName ?? '',
        accountNumber: '',
        bankName: '',
        paymentPassword: '',
      },
    });
  const add = useAddPayoutAccount();
  const type = watch('type');
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    try {
      await add.mutateAsync({
        type: v.type,
        holderName: v.holderName,
        accountNumber: v.accountNumber,
        ...(v.type === 'BANK' && { bankName: v.bankName }),
        paymentPassword: v.paymentPassword,
      });
      toast.success(t('wallet.withdraw.bind.added'));
      onClose();
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : '';
      const message = paymentPasswordMessage(t, error);
      toast.error(message);
      if (code === 'payout.account.name.mismatch') setError('holderName', { message });
      if (code === 'payout.account.exists' || code === 'payout.account.taken')
        setError('accountNumber', { message }, { shouldFocus: true });
      if (code === 'payment.password.invalid')
        setError('paymentPassword', { message }, { shouldFocus: true });
      // Locked (also by this very try) or never set: the screen asks for a new one by SMS code.
      const triesLeft = paymentPasswordTriesLeft(error);
      if (code.startsWith('payment.password') && !(triesLeft !== null && triesLeft > 0))
        void queryClient.invalidateQueries({ queryKey: withdrawInfoKey });
    }
  });

  return (
    <form
      className={cashierStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="bind-title"
    >
      <h3 id="bind-title" className={cashierStyles.legend}>
        {t('wallet.withdraw.bind.title')}
      </h3>
      <fieldset className={cashierStyles.fieldset}>
        <legend className={cashierStyles.legend}>{t('wallet.withdraw.bind.type')}</legend>
        <div className={cashierStyles.tiles}>
          {TYPES.map((code) => (
            <label key={code} className={cashierStyles.tile}>
              <input
                type="radio"
                value={code}
                className={cashierStyles.radio}
                {...register('type')}
              />
              <span className={cashierStyles.tileTitle}>{t(`wallet.withdraw.types.${code}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('wallet.withdraw.bind.holderName')}
        autoComplete="name"
        readOnly={payeeName !== null}
        error={errors.holderName?.message}
        {...register('holderName')}
      />
      <p className={formStyles.hint}>
        {payeeName !== null
          ? t('wallet.withdraw.bind.payeeFixed', { name: payeeName })
          : t('wallet.withdraw.bind.payeeFirst')}
      </p>
      <TextField
        label={
          type === 'BANK'
            ? t('wallet.withdraw.bind.bankNumber')
            : t('wallet.withdraw.bind.walletNumber')
        }
        placeholder={type === 'BANK' ? undefined : '01XXXXXXXXX'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      {type === 'BANK' && (
        <TextField
          label={t('wallet.withdraw.bind.bankName')}
          autoComplete="off"
          maxLength={64}
          error={errors.bankName?.message}
          {...register('bankName')}
        />
      )}
      <PasswordField
        label={t('wallet.withdraw.bind.password')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={64}
        error={errors.paymentPassword?.message}
        {...register('paymentPassword')}
      />
      <div className={styles.pair}>
        <button type="button" className={formStyles.secondary} onClick={onClose}>
          {t('wallet.withdraw.cancel')}
        </button>
        <button
          type="submit"
          className={formStyles.primary}
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {t('wallet.withdraw.bind.submit')}
        </button>
      </div>
    </form>
  );
}
