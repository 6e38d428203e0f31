import type { WithdrawalOrder } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawInfoKey, type WithdrawInfo } from '../../api/get-withdraw-info';
import { useWithdrawalOrder } from '../../api/get-withdrawal-order';
import { useOrderPolling } from '../../hooks/cashier-polling';
import { formatInstant, formatMinor } from '../../lib/cashier-money';
import { isFinalWithdrawal } from '../../lib/cashier-polling';
import cashierStyles from '../cashier/cashier.module.css';
import { useAccountName } from './payout-accounts';
import styles from './withdraw.module.css';

/**
 * The request just made, polled with backoff until decided. A decision changes the held amount
 * (released or paid out), so the limits and the balance are asked again once it lands.
 */
export function WithdrawalStatus({
  orderId,
  symbol,
  onDone,
}: {
  orderId: string;
  symbol: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useWithdrawalOrder(orderId);
  useOrderPolling(query, isFinalWithdrawal);
  const order = query.data;
  const decided = order !== undefined && isFinalWithdrawal(order.status);
  useEffect(() => {
    if (!decided) return;
    void queryClient.invalidateQueries({ queryKey: withdrawInfoKey });
    void queryClient.invalidateQueries(
      { queryKey: ['wallet', 'balance'] },
      { cancelRefetch: false },
    );
  }, [decided, queryClient]);
  if (!order) return null;
  return (
    <section className={styles.card} aria-labelledby="withdrawal-status">
      <h2 id="withdrawal-status" className={cashierStyles.title}>
        {t('wallet.withdraw.status.title', { orderId: order.orderId })}
      </h2>
      <StatusLine order={order} symbol={symbol} />
      {decided && (
        <button type="button" className={styles.textButton} onClick={onDone}>
          {t('wallet.withdraw.status.dismiss')}
        </button>
      )}
    </section>
  );
}

function StatusLine({ order, symbol }: { order: WithdrawalOrder; symbol: string }) {
  const { t } = useTranslation();
  const name = useAccountName();
  return (
    <div
      className={cashierStyles.status}
      data-status={order.status}
      role="status"
      aria-live="polite"
    >
      <p className={cashierStyles.statusName}>{t(`wallet.withdraw.status.${order.status}`)}</p>
      <p className={cashierStyles.statusDetail}>
        {t('wallet.withdraw.status.detail', {
          amount: formatMinor(order.amountMinor, symbol),
          account: name(order.account),
          time: formatInstant(order.createdAt),
        })}
      </p>
      {order.status === 'rejected' && (
        <p className={cashierStyles.statusDetail}>
          {t('wallet.deposit.status.rejectedDetail', {
            reason: order.rejectReason ?? t('wallet.deposit.status.noReason'),
          })}
        </p>
      )}
    </div>
  );
}

/** Requests still waiting for a decision, with their state (but the one followed above). */
export function PendingWithdrawals({
  info,
  except,
}: {
  info: WithdrawInfo;
  except: string | null;
}) {
  const { t } = useTranslation();
  const pending = info.pending.filter((o) => o.orderId !== except);
  if (pending.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="withdrawals-pending">
      <h2 id="withdrawals-pending" className={cashierStyles.title}>
        {t('wallet.withdraw.status.pendingTitle')}
      </h2>
      <ul className={styles.list} aria-label={t('wallet.withdraw.status.pendingTitle')}>
        {pending.map((o) => (
          <li key={o.orderId} className={styles.pendingItem}>
            <StatusLine order={o} symbol={info.currencySymbol} />
          </li>
        ))}
      </ul>
    </section>
  );
}
