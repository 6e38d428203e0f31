import { SLOT_PAYTABLE, slotResult, type OriginalsPlay, type SlotSymbol } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatMinor } from '@/shared/lib/format-money';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';
import { useSpinSlot } from '../../api/play';
import { SYMBOL_GLYPHS } from '../../lib/symbols';
import { BalanceLine, StakePicker, STAKES_MINOR, type WalletView } from '../common/stake-picker';
import common from '../common/common.module.css';
import { SeedsPanel } from '../seeds/seeds-panel';
import { SlotGrid } from './slot-grid';
import styles from './slot.module.css';

/**
 * The 5x3 slot (issue 23): 10 paylines paying left to right, the wild ★ on reels 2-4; the stake
 * is spread over the lines. Return 95.99%, proven by enumerating every stop of the reels.
 */
export function SlotScreen({ wallet }: { wallet: WalletView }) {
  const { t } = useTranslation();
  const [stake, setStake] = useState<number>(STAKES_MINOR[0]);
  const [last, setLast] = useState<OriginalsPlay | null>(null);
  const spin = useSpinSlot();
  const stops = last?.round.slot?.stops ?? null;
  const result = stops ? slotResult(stops, last!.round.stakeMinor) : null;

  return (
    <div className={common.screen}>
      <section className={common.card} aria-label={t('originals.slot.title')}>
        <BalanceLine wallet={wallet} />
        <SlotGrid stops={stops} lines={result?.lines} spinning={spin.isPending} />
        <p className={styles.outcome} aria-live="polite" data-testid="slot-result">
          {!last
            ? t('originals.slot.idle')
            : last.round.winMinor > 0
              ? t('originals.play.won', {
                  amount: formatMinor(last.round.winMinor, wallet.currencySymbol),
                })
              : t('originals.play.lost')}
        </p>
        {result && result.lines.length > 0 && (
          <ul className={styles.lines}>
            {result.lines.map((w) => (
              <li key={w.line}>
                {t('originals.slot.lineWin', {
                  line: w.line + 1,
                  count: w.count,
                  symbol: SYMBOL_GLYPHS[w.symbol],
                  pays: w.pays,
                })}
              </li>
            ))}
          </ul>
        )}
        <span className={common.label}>{t('originals.play.stake')}</span>
        <StakePicker value={stake} onChange={setStake} symbol={wallet.currencySymbol} />
        <button
          type="button"
          className={common.play}
          disabled={spin.isPending}
          onClick={() =>
            spin.mutate(
              { stakeMinor: stake, idempotencyKey: newIdempotencyKey('org') },
              { onSuccess: setLast },
            )
          }
        >
          {spin.isPending ? t('originals.play.playing') : t('originals.slot.spin')}
        </button>
        {spin.isError && (
          <p className={common.problem} role="alert">
            {spin.error.message}
          </p>
        )}
        {last && (
          <Link
            className={common.verifyLink}
            to={paths.originalsVerify.href({ game: 'slot5x3', round: last.round.ref })}
          >
            {t('originals.play.verifyRound', { round: last.round.ref })}
          </Link>
        )}
        <details className={styles.paytable}>
          <summary>{t('originals.slot.paytable')}</summary>
          <p>{t('originals.slot.rules')}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('originals.slot.symbol')}</th>
                <th scope="col">3</th>
                <th scope="col">4</th>
                <th scope="col">5</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(SLOT_PAYTABLE).map(([symbol, pays]) => (
                <tr key={symbol}>
                  <th scope="row" aria-label={t(`originals.slot.symbols.${symbol as SlotSymbol}`)}>
                    {SYMBOL_GLYPHS[symbol]}
                  </th>
                  {pays.map((p, i) => (
                    <td key={i}>{p}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <SeedsPanel />
    </div>
  );
}
