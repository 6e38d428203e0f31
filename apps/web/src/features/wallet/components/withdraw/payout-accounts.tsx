import type { PayoutAccount } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/stores/toast-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { PayoutAccounts as PayoutAccountsValue } from '../../api/get-payout-accounts';
import { useRemovePayoutAccount } from '../../api/remove-payout-account';
import cashierStyles from '../cashier/cashier.module.css';
import { PayoutAccountForm } from './payout-account-form';
import styles from './withdraw.module.css';

/** "bKash *******0001": how an account is named on buttons, options and in dialogs. */
export function useAccountName() {
  const { t } = useTranslation();
  return (a: Pick<PayoutAccount, 'type' | 'accountNumberMasked' | 'bankName'>) =>
    `${a.type === 'BANK' && a.bankName ? a.bankName : t(`wallet.withdraw.types.${a.type}`)} ${a.accountNumberMasked}`;
}

/**
 * The member's payout accounts: each with a remove button (asked first), and binding a new one
 * while fewer than the maximum are bound. Binding asks the payment password, so until one is set
 * (or while it is locked) the card points to the password form instead (`password`).
 */
export function PayoutAccounts({
  accounts,
  password,
}: {
  accounts: PayoutAccountsValue | undefined;
  /** 'ready': set and usable; 'new': none yet; 'locked': five wrong tries. */
  password: 'ready' | 'new' | 'locked';
}) {
  const { t } = useTranslation();
  const name = useAccountName();
  const remove = useRemovePayoutAccount();
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const [adding, setAdding] = useState(false);
  if (!accounts) return null;
  const full = accounts.accounts.length >= accounts.max;

  const confirmRemove = async (account: PayoutAccount) => {
    setRemoving(null);
    try {
      await remove.mutateAsync(account.id);
      toast.success(t('wallet.withdraw.accounts.removed'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown.error'));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="payout-accounts">
      <h2 id="payout-accounts" className={cashierStyles.title}>
        {t('wallet.withdraw.accounts.title', {
          count: accounts.accounts.length,
          max: accounts.max,
        })}
      </h2>
      {accounts.accounts.length === 0 ? (
        <p className={cashierStyles.note}>{t('wallet.withdraw.accounts.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('wallet.withdraw.accounts.list')}>
          {accounts.accounts.map((a) => (
            <li key={a.id} className={styles.item}>
              <div className={styles.itemText}>
                <span className={styles.itemTitle}>{name(a)}</span>
                <span className={cashierStyles.note}>{a.holderName}</span>
              </div>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('wallet.withdraw.accounts.remove', { account: name(a) })}
                disabled={remove.isPending}
                onClick={() => setRemoving(a)}
              >
                {t('wallet.withdraw.accounts.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={cashierStyles.note}>
          {t('wallet.withdraw.accounts.full', { max: accounts.max })}
        </p>
      ) : password !== 'ready' ? (
        <p className={cashierStyles.note}>
          {t(`wallet.withdraw.accounts.needsPassword.${password}`)}
        </p>
      ) : adding ? (
        <PayoutAccountForm payeeName={accounts.payeeName} onClose={() => setAdding(false)} />
      ) : (
        <button type="button" className={styles.textButton} onClick={() => setAdding(true)}>
          {t('wallet.withdraw.accounts.add')}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          message={t('wallet.withdraw.accounts.confirmRemove', { account: name(removing) })}
          confirmLabel={t('wallet.withdraw.accounts.removeShort')}
          cancelLabel={t('wallet.withdraw.cancel')}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
