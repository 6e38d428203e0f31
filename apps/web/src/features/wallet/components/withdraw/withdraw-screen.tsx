import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayoutAccounts } from '../../api/get-payout-accounts';
import { useWithdrawInfo } from '../../api/get-withdraw-info';
import { useIsTrialAccount } from '../../hooks/cashier-trial';
import { useOpenWithdrawal } from '../../hooks/withdraw-open-order';
import { CashierMessage } from '../cashier/cashier-message';
import { CashierSkeleton } from '../cashier/cashier-skeleton';
import cashierStyles from '../cashier/cashier.module.css';
import { PaymentPasswordForm } from './payment-password-form';
import { PayoutAccounts } from './payout-accounts';
import { BonusGrants } from '../bonus/bonus-grants';
import { WithdrawBalance } from './withdraw-balance';
import { WithdrawForm } from './withdraw-form';
import { PendingWithdrawals, WithdrawalStatus } from './withdrawal-status';
import styles from './withdraw.module.css';

/**
 * /m/withdraw (spec 2.2): the balance and limits, the bonuses whose turnover holds withdrawals
 * back (issue 19), the payout accounts, the payment password (set by SMS code when there is none
 * or it is locked: then first, as binding an account asks for it), the withdrawal form, and the
 * requests' states.
 * `mobileNum` is the member's number the SMS code goes to (the account feature's, given by app/).
 */
export function WithdrawScreen({ mobileNum }: { mobileNum: string | null }) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const accounts = usePayoutAccounts();
  const trial = useIsTrialAccount(info.error ?? accounts.error);
  const { orderId, open, close } = useOpenWithdrawal();
  const [changingPassword, setChangingPassword] = useState(false);

  if (trial) return <CashierMessage tone="info" message={t('errors.trial.restricted')} />;
  if (info.isPending) return <CashierSkeleton />;
  if (info.isError)
    return (
      <CashierMessage
        tone="error"
        message={info.error.message}
        action={{ label: t('wallet.deposit.retry'), onClick: () => void info.refetch() }}
      />
    );
  const data = info.data;
  const password = data.paymentPasswordLocked
    ? 'locked'
    : data.hasPaymentPassword
      ? 'ready'
      : 'new';
  const needsPassword = password !== 'ready';
  const passwordPart =
    needsPassword || changingPassword ? (
      <PaymentPasswordForm
        state={password === 'ready' ? 'change' : password}
        mobileNum={mobileNum}
        onDone={() => setChangingPassword(false)}
      />
    ) : (
      <button
        type="button"
        className={`${styles.textButton} ${styles.pageLink}`}
        onClick={() => setChangingPassword(true)}
      >
        {t('wallet.withdraw.password.change')}
      </button>
    );
  // Binding an account asks the payment password: without a usable one, setting it comes first.
  return (
    <div className={cashierStyles.page}>
      <WithdrawBalance info={data} />
      <BonusGrants />
      {orderId && (
        <WithdrawalStatus orderId={orderId} symbol={data.currencySymbol} onDone={close} />
      )}
      {needsPassword && passwordPart}
      <PayoutAccounts accounts={accounts.data} password={password} />
      {!needsPassword && passwordPart}
      {!needsPassword && data.accounts.length > 0 && (
        <WithdrawForm info={data} onRequested={open} />
      )}
      {data.accounts.length === 0 && (
        <p className={cashierStyles.note}>{t('wallet.withdraw.form.needsAccount')}</p>
      )}
      <PendingWithdrawals info={data} except={orderId} />
    </div>
  );
}
