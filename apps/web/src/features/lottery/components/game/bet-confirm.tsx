import type { LotteryPrizeMode } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { useMoneyAttempt } from '@/shared/hooks/use-money-attempt';
import { toast } from '@/shared/stores/toast-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { usePlaceBets, type PlaceBetsBody } from '../../api/place-bets';
import type { BetSlip } from '../../hooks/use-bet-slip';
import { useMoney } from '../../hooks/use-wallet';
import { formatPicks, playName } from '../../lib/labels';
import { payoutPerWin } from '../../lib/picks';
import styles from './bet-confirm.module.css';

/** Long enough to read an order number. */
const NOTICE_MS = 5000;

interface BetConfirmProps {
  gameId: string;
  issueNo: string;
  prizeMode: LotteryPrizeMode;
  slip: BetSlip;
  /** Held by the game screen: it outlives this dialog (a retry after a lost answer). */
  attempt: ReturnType<typeof useMoneyAttempt>;
  onClose: () => void;
  onPlaced: () => void;
}

/**
 * The bet as it will be placed, confirmed before anything is paid. The same bet keeps its
 * idempotency key until it is placed, across confirmations: a second tap, or confirming again
 * after an answer that never came (the bet may have been placed), places it only once.
 */
export function BetConfirm({
  gameId,
  issueNo,
  prizeMode,
  slip,
  attempt,
  onClose,
  onPlaced,
}: BetConfirmProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const place = usePlaceBets();
  const { play, picks, unitMinor, multiplier, chase, price, issues } = slip;
  if (!play) return null;
  const odds = play.oddsMilli[prizeMode];

  const request: Omit<PlaceBetsBody, 'idempotencyKey'> = {
    gameId,
    issueNo,
    prizeMode,
    bets: [{ playCode: play.code, picks, unitMinor, multiplier }],
    ...(chase.on ? { chase: { issues: chase.issues, stopOnWin: chase.stopOnWin } } : {}),
  };
  const confirm = () =>
    place.mutate(
      { ...request, idempotencyKey: attempt.keyFor(request) },
      {
        onSuccess: ({ orders }) => {
          attempt.finish();
          toast.success(
            t('lottery.confirm.placed', { orders: orders.map((o) => o.orderNo).join(', ') }),
            NOTICE_MS,
          );
          onPlaced();
        },
        // The picks stay on the pad: the member may bet them on the next issue.
        onError: (error) => {
          toast.error(error.message, NOTICE_MS);
          onClose();
        },
      },
    );

  const rows: [string, string][] = [
    [t('lottery.confirm.issue'), issueNo],
    [t('lottery.confirm.play'), playName(play.code)],
    [t('lottery.confirm.picks'), formatPicks(t, play, picks)],
    [t('lottery.confirm.combinations'), String(price.combinations)],
    [t('lottery.confirm.unit'), money(unitMinor)],
    [t('lottery.confirm.multiplier'), `×${multiplier}`],
  ];
  if (chase.on)
    rows.push([t('lottery.confirm.chase'), t('lottery.confirm.chaseIssues', { count: issues })]);
  if (odds !== undefined)
    rows.push([t('lottery.confirm.odds'), money(payoutPerWin(unitMinor, multiplier, odds))]);

  return (
    <ConfirmDialog
      message={t('lottery.confirm.title')}
      confirmLabel={t('lottery.confirm.confirm')}
      cancelLabel={t('lottery.confirm.cancel')}
      onConfirm={confirm}
      onCancel={() => !place.isPending && onClose()}
      busy={place.isPending}
    >
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('lottery.confirm.total')}</dt>
          <dd>{money(price.totalMinor)}</dd>
        </div>
      </dl>
    </ConfirmDialog>
  );
}
