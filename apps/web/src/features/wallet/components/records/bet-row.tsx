import type { BetRecord } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMinor, formatSignedMinor, toneOf } from '../../lib/records-format';
import { Detail, DisclosureRow } from './disclosure-row';
import styles from './records.module.css';

/** A settled round: game, vendor, time, stake, win and net; round id and free play in details. */
export function BetRow({ bet, symbol }: { bet: BetRecord; symbol: string }) {
  const { t } = useTranslation();
  const time = formatDateTime(bet.settledAt);
  return (
    <DisclosureRow
      summary={
        <span className={styles.body}>
          <span className={styles.line}>
            <span className={styles.title}>{bet.gameName ?? t('wallet.records.bets.game')}</span>
            <span className={`${styles.amount} ${styles[toneOf(bet.netMinor)]}`}>
              {formatSignedMinor(bet.netMinor, symbol)}
            </span>
          </span>
          <span className={styles.line}>
            <span className={styles.muted}>{bet.vendorName}</span>
            <span className={styles.muted}>{time}</span>
          </span>
          <span className={styles.figures}>
            <Figure
              label={t('wallet.records.bets.stake')}
              value={formatMinor(bet.stakeMinor, symbol)}
            />
            <Figure
              label={t('wallet.records.bets.win')}
              value={formatMinor(bet.winMinor, symbol)}
            />
            <Figure
              label={t('wallet.records.bets.net')}
              value={formatSignedMinor(bet.netMinor, symbol)}
            />
          </span>
        </span>
      }
      details={
        <>
          <Detail label={t('wallet.records.bets.roundId')}>{bet.roundId}</Detail>
          <Detail label={t('wallet.records.bets.freePlay')}>
            {bet.isFreePlay ? t('wallet.records.bets.yes') : t('wallet.records.bets.no')}
          </Detail>
          <Detail label={t('wallet.records.bets.settledAt')}>{time}</Detail>
        </>
      }
    />
  );
}

/** A labelled amount inside a row's summary (phrasing content: it sits in a button). */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <span className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span> <span>{value}</span>
    </span>
  );
}
