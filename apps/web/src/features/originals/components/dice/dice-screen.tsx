import {
  diceMultiplier,
  diceTargetOk,
  diceWinMinor,
  diceWinning,
  type DiceDirection,
  type OriginalsPlay,
} from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatMinor } from '@/shared/lib/format-money';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';
import { usePlayDice } from '../../api/play';
import { hundredths, multiplierText } from '../../lib/format';
import { BalanceLine, StakePicker, STAKES_MINOR, type WalletView } from '../common/stake-picker';
import common from '../common/common.module.css';
import { SeedsPanel } from '../seeds/seeds-panel';
import styles from './dice.module.css';

/** The slider's whole numbers: under 1-98, over 2-98 (a chance of 1% to 98% either way). */
const targetOf = (value: number) => value * 100;

/**
 * Dice (issue 23): a roll 0.00-99.99 under or over the chosen target; the chance sets the
 * multiplier (99 / chance%: a 1% edge). Each roll is one request with its own idempotency key.
 */
export function DiceScreen({ wallet }: { wallet: WalletView }) {
  const { t } = useTranslation();
  const [stake, setStake] = useState<number>(STAKES_MINOR[0]);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [value, setValue] = useState(50);
  const [last, setLast] = useState<OriginalsPlay | null>(null);
  const play = usePlayDice();
  const min = direction === 'under' ? 1 : 2;
  const target = targetOf(Math.max(value, min));
  const ok = diceTargetOk(target, direction);
  const chance = diceWinning(target, direction) / 100;

  const roll = () =>
    play.mutate(
      { stakeMinor: stake, target, direction, idempotencyKey: newIdempotencyKey('org') },
      { onSuccess: setLast },
    );
  const result = last?.round.dice;
  const won = last ? last.round.winMinor > 0 : false;

  return (
    <div className={common.screen}>
      <section className={common.card} aria-label={t('originals.dice.title')}>
        <BalanceLine wallet={wallet} />
        <div className={styles.result} aria-live="polite" data-testid="dice-result">
          {result ? (
            <>
              <span className={`${styles.roll} ${won ? common.win : common.lose}`}>
                {hundredths(result.roll)}
              </span>
              <span className={won ? common.win : common.lose}>
                {won
                  ? t('originals.play.won', {
                      amount: formatMinor(last!.round.winMinor, wallet.currencySymbol),
                    })
                  : t('originals.play.lost')}
              </span>
            </>
          ) : (
            <span className={styles.idle}>{t('originals.dice.idle')}</span>
          )}
        </div>
        <div className={styles.track} aria-hidden="true">
          <div
            className={styles.winZone}
            style={
              direction === 'under'
                ? { left: 0, width: `${target / 100}%` }
                : { left: `${target / 100}%`, right: 0 }
            }
          />
          {result && <div className={styles.marker} style={{ left: `${result.roll / 100}%` }} />}
        </div>
        <label className={styles.slider}>
          <span className={common.label}>
            {t(direction === 'under' ? 'originals.dice.rollUnder' : 'originals.dice.rollOver', {
              target: hundredths(target),
            })}
          </span>
          <input
            type="range"
            min={min}
            max={98}
            step={1}
            value={Math.max(value, min)}
            aria-label={t('originals.dice.target')}
            onChange={(e) => setValue(Number(e.target.value))}
          />
        </label>
        <div role="group" aria-label={t('originals.dice.direction')} className={common.chips}>
          {(['under', 'over'] as const).map((d) => (
            <button
              key={d}
              type="button"
              className={common.chip}
              aria-pressed={d === direction}
              onClick={() => setDirection(d)}
            >
              {t(`originals.dice.${d}`)}
            </button>
          ))}
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('originals.dice.chance')}</dt>
            <dd data-testid="dice-chance">{chance.toFixed(2)}%</dd>
          </div>
          <div>
            <dt>{t('originals.dice.multiplier')}</dt>
            <dd>{multiplierText(diceMultiplier(target, direction))}</dd>
          </div>
          <div>
            <dt>{t('originals.dice.payout')}</dt>
            <dd>{formatMinor(diceWinMinor(stake, target, direction), wallet.currencySymbol)}</dd>
          </div>
        </dl>
        <span className={common.label}>{t('originals.play.stake')}</span>
        <StakePicker value={stake} onChange={setStake} symbol={wallet.currencySymbol} />
        <button
          type="button"
          className={common.play}
          disabled={play.isPending || !ok}
          onClick={roll}
        >
          {play.isPending ? t('originals.play.playing') : t('originals.dice.roll')}
        </button>
        {play.isError && (
          <p className={common.problem} role="alert">
            {play.error.message}
          </p>
        )}
        {last && (
          <Link
            className={common.verifyLink}
            to={paths.originalsVerify.href({ game: 'dice', round: last.round.ref })}
          >
            {t('originals.play.verifyRound', { round: last.round.ref })}
          </Link>
        )}
      </section>
      <SeedsPanel />
    </div>
  );
}
