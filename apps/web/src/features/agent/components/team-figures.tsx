import type { TeamFigures as Figures } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format-money';
import styles from './agent.module.css';

const COUNTS = [
  'teamSize',
  'registeredCount',
  'firstDepositCount',
  'loggedInCount',
  'bettingCount',
  'onlineCount',
] as const;
const MONEY = [
  'depositsMinor',
  'withdrawalsMinor',
  'bonusesMinor',
  'stakesMinor',
  'validStakesMinor',
  'winsMinor',
  'rebatesMinor',
  'profitMinor',
] as const;

/** An amount with the symbol after the sign: -৳1.00 (as the records screens write it). */
export const money = (minor: number, symbol: string) =>
  `${minor < 0 ? '-' : ''}${formatMoney(Math.abs(minor) / 100, symbol)}`;
/** Profit and loss: green above zero, red below. */
export const signClass = (minor: number) =>
  minor > 0 ? styles.positive : minor < 0 ? styles.negative : undefined;

/** A team's counters and money over the range, two to a row. */
export function TeamFigures({
  figures,
  symbol,
  stale,
}: {
  figures: Figures;
  symbol: string;
  stale?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl
      className={`${styles.figures} ${stale ? styles.stale : ''}`}
      aria-label={t('agent.figures.label')}
      aria-busy={stale || undefined}
    >
      {COUNTS.map((k) => (
        <div key={k} className={styles.figure}>
          <dt>{t(`agent.figures.${k}`)}</dt>
          <dd>{figures[k]}</dd>
        </div>
      ))}
      {MONEY.map((k) => (
        <div key={k} className={styles.figure}>
          <dt>{t(`agent.figures.${k}`)}</dt>
          <dd className={k === 'profitMinor' ? signClass(figures[k]) : undefined}>
            {money(figures[k], symbol)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
