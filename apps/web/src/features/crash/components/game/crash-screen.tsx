import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatMinor } from '@/shared/lib/format-money';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';
import { useCashOutCrash } from '../../api/cash-out-crash';
import { useMyCrashBets } from '../../api/get-my-crash-bets';
import { crashKeys } from '../../api/keys';
import { usePlaceCrashBet } from '../../api/place-crash-bet';
import { useCrashStream } from '../../hooks/use-crash-stream';
import { useMultiplier } from '../../hooks/use-multiplier';
import { BetPanel, type Phase } from './bet-panel';
import { CrashStage } from './crash-stage';
import { MyBet } from './my-bet';
import { RecentRow } from './recent-row';
import styles from './crash.module.css';

export interface CrashWallet {
  balanceMinor: number | null;
  currencySymbol: string;
}

/**
 * /m/inHouse/crash (issue 23): the live round from the stream, the curve drawn on the server's
 * clock, the caller's bet and the one button to bet or cash out, and the last bust points.
 */
export function CrashScreen({ wallet }: { wallet: CrashWallet }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, offsetMs, status } = useCrashStream();
  const round = state?.round ?? null;
  const { x100, elapsedMs, now } = useMultiplier(round, offsetMs);
  const bets = useMyCrashBets(true);
  const place = usePlaceCrashBet();
  const cashOut = useCashOutCrash();
  const bet = (round && bets.data?.find((b) => b.roundNo === round.roundNo)) ?? null;

  // A bust settles the bets (auto cash-outs, losses): read them and the balance again.
  const roundKey = round ? `${round.roundNo}.${round.state}` : '';
  useEffect(() => {
    if (!roundKey.endsWith('busted') && !roundKey.endsWith('settled')) return;
    void queryClient.invalidateQueries({ queryKey: crashKeys.bets });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [roundKey, queryClient]);

  if (!state)
    return (
      <div className={styles.screen}>
        <div className={styles.skeletonStage} role="status" aria-label={t('crash.loading')} />
        <div className={styles.skeletonPanel} />
      </div>
    );

  const phase: Phase =
    !round || round.bustX100 !== null
      ? 'over'
      : now < Date.parse(round.bettingEndsAt)
        ? 'betting'
        : 'running';
  const error = place.error?.message ?? cashOut.error?.message ?? null;
  const last = state.recent[0];

  return (
    <div className={styles.screen}>
      <div className={styles.topRow}>
        <p className={styles.balance}>
          {t('crash.balance', {
            amount:
              wallet.balanceMinor === null
                ? '--'
                : formatMinor(wallet.balanceMinor, wallet.currencySymbol),
          })}
        </p>
        {status !== 'live' && (
          <p className={styles.connection} role="status">
            {t(status === 'reconnecting' ? 'crash.status.reconnecting' : 'crash.status.connecting')}
          </p>
        )}
      </div>
      <RecentRow recent={state.recent} />
      <CrashStage state={state} x100={x100} elapsedMs={elapsedMs} now={now} />
      {bet && <MyBet bet={bet} symbol={wallet.currencySymbol} />}
      <BetPanel
        phase={phase}
        x100={x100}
        bet={bet}
        symbol={wallet.currencySymbol}
        busy={place.isPending || cashOut.isPending}
        error={error}
        onBet={(stakeMinor, autoCashoutX100) => {
          cashOut.reset();
          place.mutate({
            roundNo: round!.roundNo,
            stakeMinor,
            ...(autoCashoutX100 !== undefined && { autoCashoutX100 }),
            idempotencyKey: newIdempotencyKey('crash'),
          });
        }}
        onCashOut={() => {
          place.reset();
          cashOut.mutate(round!.roundNo, {
            onSuccess: (out) =>
              queryClient.setQueryData(crashKeys.bets, (old: { bets: unknown[] } | undefined) => ({
                bets: [
                  out.bet,
                  ...(old?.bets ?? []).filter(
                    (b) => (b as { betId: number }).betId !== out.bet.betId,
                  ),
                ],
              })),
          });
        }}
      />
      {last && (
        <Link
          to={paths.crashVerify.href({ round: String(last.roundNo) })}
          className={styles.verify}
        >
          {t('crash.verifyLast', { roundNo: last.roundNo })}
        </Link>
      )}
    </div>
  );
}
