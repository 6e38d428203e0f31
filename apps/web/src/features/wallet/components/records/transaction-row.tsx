import type { TransactionRecord } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMinor, formatSignedMinor, toneOf } from '../../lib/records-format';
import { Figure } from './bet-row';
import { Detail, DisclosureRow } from './disclosure-row';
import styles from './records.module.css';

type Badge = 'pending' | 'approved' | 'rejected' | 'expired' | 'done';

/** The contract's order states (deposit and withdrawal) as the three badges players know. */
export function badgeOf(status: string): Badge {
  if (status === 'approved' || status === 'rejected' || status === 'expired') return status;
  if (status === 'done') return 'done';
  // awaiting_payment, submitted (deposits) and pending (withdrawals) all wait on someone.
  return 'pending';
}

/**
 * The amount's colour: green/red only once the money has moved; a rejected or expired order moved
 * nothing (struck through), and a pending one has not moved yet (neutral, like any plain figure).
 */
export function amountTone(badge: Badge, amountMinor: number) {
  if (badge === 'rejected' || badge === 'expired') return 'void';
  if (badge === 'pending') return 'neutral';
  return toneOf(amountMinor);
}

/** A wallet movement: type, state, signed amount, fee, time and order id; channel and note below. */
export function TransactionRow({ record, symbol }: { record: TransactionRecord; symbol: string }) {
  const { t } = useTranslation();
  const badge = badgeOf(record.status);
  const noteLabel =
    badge === 'rejected'
      ? t('wallet.records.transactions.rejectReason')
      : t('wallet.records.transactions.note');
  return (
    <DisclosureRow
      summary={
        <span className={styles.body}>
          <span className={styles.line}>
            <span className={styles.title}>
              {t(`wallet.records.transactions.types.${record.type}`)}{' '}
              <span className={`${styles.badge} ${styles[`badge_${badge}`]}`}>
                {t(`wallet.records.transactions.status.${badge}`)}
              </span>
            </span>
            <span className={`${styles.amount} ${styles[amountTone(badge, record.amountMinor)]}`}>
              {formatSignedMinor(record.amountMinor, symbol)}
            </span>
          </span>
          <span className={styles.line}>
            <span className={styles.muted}>
              {record.orderId
                ? `${t('wallet.records.transactions.orderId')} ${record.orderId}`
                : ''}
            </span>
            <span className={styles.muted}>{formatDateTime(record.createdAt)}</span>
          </span>
          <span className={styles.figures}>
            <Figure
              label={t('wallet.records.transactions.fee')}
              value={formatMinor(record.feeMinor, symbol)}
            />
          </span>
        </span>
      }
      details={
        <>
          <Detail label={t('wallet.records.transactions.channel')}>
            {record.channel ? t(`wallet.records.transactions.channels.${record.channel}`) : '-'}
          </Detail>
          <Detail label={noteLabel}>{record.note ?? '-'}</Detail>
          <Detail label={t('wallet.records.transactions.time')}>
            {formatDateTime(record.createdAt)}
          </Detail>
        </>
      }
    />
  );
}
