import { INHOUSE_VENDOR, originalsGames, type BetRecord } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDateTime, formatMinor, formatSignedMinor, toneOf } from '../../lib/records-format';
import { Detail, DisclosureRow } from './disclosure-row';
import styles from './records.module.css';

/** Issue 23: an in-house round (dice, slot5x3, crash) is checked on the verify page. */
const inHouseGame = (bet: BetRecord) =>
  bet.vendor === INHOUSE_VENDOR && (originalsGames as readonly string[]).includes(bet.gameId ?? '')
    ? bet.gameId
    : null;

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
          {inHouseGame(bet) && (
            <Detail label={t('routes.titles.originalsVerify')}>
              <Link
                className={styles.link}
                to={paths.originalsVerify.href({ game: inHouseGame(bet)!, round: bet.roundId })}
              >
                {t('wallet.records.bets.verify')}
              </Link>
            </Detail>
          )}
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
