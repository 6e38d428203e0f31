import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useCreateWithdrawal } from '../../api/create-withdrawal';
import { bonusGrantsKey } from '../../api/get-bonus-grants';
import { withdrawInfoKey, type WithdrawInfo } from '../../api/get-withdraw-info';
import { useMoneyAttempt } from '@/shared/hooks/use-money-attempt';
import { formatMinor, minorToInput, parseAmount } from '../../lib/cashier-money';
import {
  paymentPasswordMessage,
  paymentPasswordTriesLeft,
  turnoverLeftOf,
} from '../../lib/withdraw-errors';
import { withdrawLimits } from '../../lib/withdraw-maths';
import { withdrawFormSchema, type WithdrawFormValues } from '../../lib/withdraw-schemas';
import cashierStyles from '../cashier/cashier.module.css';
import { useAccountName } from './payout-accounts';
import styles from './withdraw.module.css';

/**
 * The withdrawal: a bound account, an amount (the all-in button fills the most that can go now),
 * the payment password, then a confirmation naming the amount and the account. One idempotency
 * key per attempt, as deposits; the body travels sealed (the endpoint is `encrypted`).
 */
export function WithdrawForm({
  info,
  onRequested,
}: {
  info: WithdrawInfo;
  onRequested: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = useAccountName();
  const schema = useMemo(() => withdrawFormSchema(t, info), [t, info]);
  const { register, handleSubmit, formState, setValue, setError, resetField } =
    useZodForm<WithdrawFormValues>(schema, {
      mode: 'onChange',
      defaultValues: {
        accountId: String(info.accounts[0]?.id ?? ''),
        amount: '',
        paymentPassword: '',
      },
    });
  const attempt = useMoneyAttempt('wd');
  const create = useCreateWithdrawal();
  const [confirming, setConfirming] = useState<WithdrawFormValues | null>(null);
  const limits = withdrawLimits(info);
  const money = (minor: number) => formatMinor(minor, info.currencySymbol);
  const { errors, isSubmitting } = formState;

  const send = async (v: WithdrawFormValues) => {
    setConfirming(null);
    const request = {
      accountId: Number(v.accountId),
      amount: minorToInput(parseAmount(v.amount) ?? 0),
    };
    try {
      const order = await create.mutateAsync({
        ...request,
        paymentPassword: v.paymentPassword,
        idempotencyKey: attempt.keyFor(request),
      });
      attempt.finish();
      toast.success(t('wallet.withdraw.form.requested'));
      resetField('amount');
      resetField('paymentPassword');
      onRequested(order.orderId);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const triesLeft = paymentPasswordTriesLeft(error);
      const turnoverLeft = turnoverLeftOf(error);
      const message =
        turnoverLeft !== null
          ? t('wallet.withdraw.form.turnoverLeft', { amount: money(turnoverLeft) })
          : paymentPasswordMessage(t, error);
      toast.error(message);
      const code = apiError?.errorCode ?? '';
      if (code === 'payment.password.invalid')
        setError('paymentPassword', { message }, { shouldFocus: true });
      if (
        code.startsWith('amount.') ||
        code.startsWith('withdraw.daily') ||
        code === 'wallet.insufficient.funds'
      )
        setError('amount', { message });
      // A lock (also the one this wrong try just caused: the screen then offers setting a new
      // password by SMS code) or a changed limit: what the screen shows comes from the server again.
      // A wrong password with tries left changes nothing there.
      const stillTrying = triesLeft !== null && triesLeft > 0;
      if (!stillTrying && (code.startsWith('payment.password') || code.startsWith('withdraw.')))
        void queryClient.invalidateQueries({ queryKey: withdrawInfoKey });
      // The bonuses' progress as the server counted it just now.
      if (turnoverLeft !== null) void queryClient.invalidateQueries({ queryKey: bonusGrantsKey });
    }
  };

  const account = confirming && info.accounts.find((a) => String(a.id) === confirming.accountId);
  return (
    <form
      className={`${cashierStyles.form} ${styles.card}`}
      onSubmit={handleSubmit((v) => setConfirming(v))}
      noValidate
      aria-labelledby="withdraw-title"
    >
      <h2 id="withdraw-title" className={cashierStyles.title}>
        {t('wallet.withdraw.form.title')}
      </h2>
      <fieldset className={cashierStyles.fieldset}>
        <legend className={cashierStyles.legend}>{t('wallet.withdraw.form.account')}</legend>
        {info.accounts.map((a) => (
          <label key={a.id} className={cashierStyles.choice}>
            <input
              type="radio"
              value={String(a.id)}
              className={cashierStyles.radio}
              {...register('accountId')}
            />
            <span className={cashierStyles.choiceTitle}>{name(a)}</span>
            <span className={cashierStyles.choiceText}>{a.holderName}</span>
          </label>
        ))}
        {errors.accountId && <p className={cashierStyles.error}>{errors.accountId.message}</p>}
      </fieldset>
      <TextField
        label={t('wallet.withdraw.form.amount', { symbol: info.currencySymbol })}
        placeholder={t('wallet.deposit.limits', {
          min: money(info.minMinor),
          max: money(limits.allInMinor),
        })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        trailing={
          <button
            type="button"
            className={formStyles.inline}
            disabled={limits.allInMinor === 0}
            aria-label={t('wallet.withdraw.form.allInLabel', { amount: money(limits.allInMinor) })}
            onClick={() =>
              setValue('amount', minorToInput(limits.allInMinor), {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
          >
            {t('wallet.withdraw.form.allIn')}
          </button>
        }
        {...register('amount')}
      />
      {info.turnoverLeftMinor > 0 && (
        <p className={cashierStyles.note} role="note">
          {t('wallet.withdraw.form.turnoverLeft', { amount: money(info.turnoverLeftMinor) })}
        </p>
      )}
      {!limits.canWithdraw && (
        <p className={cashierStyles.note}>
          {limits.countLeft === 0
            ? t('errors.withdraw.daily.count')
            : t('wallet.withdraw.form.belowMin', { min: money(info.minMinor) })}
        </p>
      )}
      <PasswordField
        label={t('wallet.withdraw.form.password')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={64}
        error={errors.paymentPassword?.message}
        {...register('paymentPassword')}
      />
      <button
        type="submit"
        className={formStyles.primary}
        disabled={isSubmitting || create.isPending}
        aria-busy={create.isPending}
      >
        {create.isPending ? t('wallet.withdraw.form.submitting') : t('wallet.withdraw.form.submit')}
      </button>
      {confirming && account && (
        <ConfirmDialog
          message={t('wallet.withdraw.form.confirm', {
            amount: money(parseAmount(confirming.amount) ?? 0),
            account: name(account),
          })}
          confirmLabel={t('wallet.withdraw.form.confirmYes')}
          cancelLabel={t('wallet.withdraw.cancel')}
          onConfirm={() => void send(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
