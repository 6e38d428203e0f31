import type { DepositOrder } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form.module.css';
import { useDepositOrder } from '../../api/get-deposit-order';
import { useWalletBalance } from '../../api/get-wallet-balance';
import { useOrderPolling } from '../../hooks/cashier-polling';
import { formatInstant, formatMinor } from '../../lib/cashier-money';
import { isFinalDeposit } from '../../lib/cashier-polling';
import { CashierMessage } from '../cashier/cashier-message';
import { CopyValue } from './copy-value';
import { DepositReferenceForm, ReferenceRow } from './deposit-reference-form';
import { CashierSkeleton } from '../cashier/cashier-skeleton';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './deposit.module.css';

interface DepositOrderViewProps {
  orderId: string;
  symbol: string;
  onNewDeposit: () => void;
}

/**
 * An open deposit order: its state (polled with backoff until decided), the payment instructions
 * with copy buttons, the reference step, and on approval what was credited. The balance is asked
 * again once when the order is approved (spec 4: joining a refresh already running).
 */
export function DepositOrderView({ orderId, symbol, onNewDeposit }: DepositOrderViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useDepositOrder(orderId);
  useOrderPolling(query, isFinalDeposit);
  const order = query.data;
  const approved = order?.status === 'approved';
  const [editingReference, setEditingReference] = useState(false);

  useEffect(() => {
    if (approved)
      void queryClient.invalidateQueries(
        { queryKey: ['wallet', 'balance'] },
        { cancelRefetch: false },
      );
  }, [approved, queryClient]);

  if (!order) {
    if (query.isError)
      return (
        <CashierMessage
          tone="error"
          message={query.error.message}
          action={{ label: t('wallet.deposit.order.new'), onClick: onNewDeposit }}
        />
      );
    return <CashierSkeleton />;
  }
  const money = (minor: number) => formatMinor(minor, symbol);
  const channel = t(`wallet.deposit.channels.${order.channel}`);
  const final = isFinalDeposit(order.status);
  // Sent but not yet checked: the server still takes a corrected reference.
  const correctable = order.status === 'submitted';
  return (
    <section className={cashierStyles.form} aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title" className={cashierStyles.title}>
        {t('wallet.deposit.order.title', { orderId: order.orderId })}
      </h2>
      <OrderStatus order={order} money={money} />
      <dl className={cashierStyles.rows} aria-label={t('wallet.deposit.order.figures')}>
        <Row label={t('wallet.deposit.order.channel')} value={channel} />
        <Row label={t('wallet.deposit.summary.amount')} value={money(order.amountMinor)} />
        <Row
          label={t('wallet.deposit.order.fee')}
          value={order.feeMinor ? `-${money(order.feeMinor)}` : money(0)}
        />
        <Row label={t('wallet.deposit.summary.credit')} value={money(order.creditMinor)} />
        <Row
          label={t('wallet.deposit.summary.bonus')}
          value={order.bonusMinor ? `+${money(order.bonusMinor)}` : money(0)}
        />
        {order.reference && (
          <ReferenceRow
            reference={order.reference}
            onEdit={correctable && !editingReference ? () => setEditingReference(true) : null}
          />
        )}
      </dl>
      {correctable && editingReference && (
        <DepositReferenceForm
          orderId={order.orderId}
          initial={order.reference ?? ''}
          onDone={() => setEditingReference(false)}
        />
      )}
      {order.status === 'awaiting_payment' && (
        <>
          <div className={styles.instructions}>
            <h3 className={cashierStyles.legend}>{t('wallet.deposit.order.payTo')}</h3>
            <p className={cashierStyles.note}>
              {t('wallet.deposit.order.howTo', { amount: money(order.amountMinor), channel })}
            </p>
            <dl className={cashierStyles.rows}>
              <CopyValue
                label={t('wallet.deposit.order.accountName')}
                value={order.payTo.accountName}
              />
              <CopyValue
                label={t('wallet.deposit.order.accountNumber')}
                value={order.payTo.accountNumber}
              />
              {order.payTo.bankName && (
                <CopyValue
                  label={t('wallet.deposit.order.bankName')}
                  value={order.payTo.bankName}
                />
              )}
              {order.payTo.branch && (
                <CopyValue label={t('wallet.deposit.order.branch')} value={order.payTo.branch} />
              )}
            </dl>
            <p className={cashierStyles.note}>
              {t('wallet.deposit.order.expires', { time: formatInstant(order.expiresAt) })}
            </p>
          </div>
          <DepositReferenceForm orderId={order.orderId} initial="" />
        </>
      )}
      <button
        type="button"
        className={final ? formStyles.primary : formStyles.secondary}
        onClick={onNewDeposit}
      >
        {t('wallet.deposit.order.new')}
      </button>
    </section>
  );
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className={cashierStyles.row}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** The order's state in words, read out when it changes (a polite live region). */
function OrderStatus({ order, money }: { order: DepositOrder; money: (m: number) => string }) {
  const { t } = useTranslation();
  const detail =
    order.status === 'approved'
      ? t('wallet.deposit.status.approvedDetail', {
          credit: money(order.creditMinor),
          bonus: money(order.bonusMinor),
        })
      : order.status === 'rejected'
        ? t('wallet.deposit.status.rejectedDetail', {
            reason: order.rejectReason ?? t('wallet.deposit.status.noReason'),
          })
        : t(`wallet.deposit.status.${order.status}Detail`);
  return (
    <div
      className={cashierStyles.status}
      data-status={order.status}
      role="status"
      aria-live="polite"
    >
      <p className={cashierStyles.statusName}>{t(`wallet.deposit.status.${order.status}`)}</p>
      <p className={cashierStyles.statusDetail}>{detail}</p>
      {order.status === 'approved' && <BalanceNow />}
    </div>
  );
}

/** After an approval the new balance, so the credit is seen landing without leaving the page. */
function BalanceNow() {
  const { t } = useTranslation();
  const { data, isFetching } = useWalletBalance();
  if (!data) return null;
  return (
    <p className={cashierStyles.statusDetail} aria-busy={isFetching}>
      {t('wallet.deposit.status.balance', {
        amount: formatMinor(data.sumBalanceMinor, data.currencySymbol),
      })}
    </p>
  );
}
