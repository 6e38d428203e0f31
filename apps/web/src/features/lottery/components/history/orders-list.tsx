import type { LotteryOrder, LotteryPlay } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { RecordList, type RecordPages } from '@/shared/ui/paged-list';
import { useMoney } from '../../hooks/use-wallet';
import { formatPicks, playName } from '../../lib/labels';
import styles from './history.module.css';

interface OrdersListProps {
  /** The game screen's orders query (it also watches them settle), with its rows joined. */
  pages: RecordPages<LotteryOrder>;
  plays: readonly LotteryPlay[];
}

/** The member's orders of the game: issue, play, picks, amount, state and what each won. */
export function OrdersList({ pages, plays }: OrdersListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <RecordList
      label={t('lottery.orders.label')}
      keyOf={(o) => o.orderNo}
      pages={pages}
      empty={t('lottery.orders.empty')}
    >
      {(order) => (
        <div className={styles.order}>
          <div className={styles.orderHead}>
            <span className={styles.issueNo}>{order.issueNo}</span>
            <span className={styles.state} data-state={order.state}>
              {t(`lottery.orders.states.${order.state}`)}
            </span>
          </div>
          <p className={styles.orderPlay}>
            <span>{playName(order.playCode)}</span>
            <span className={styles.picks}>
              {formatPicks(
                t,
                plays.find((p) => p.code === order.playCode),
                order.picks,
              )}
            </span>
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('lottery.orders.amount')}</dt>
              <dd>{money(order.amountMinor)}</dd>
            </div>
            <div>
              <dt>{t('lottery.orders.win')}</dt>
              <dd className={order.winMinor > 0 ? styles.won : undefined}>
                {order.state === 'pending' ? '--' : money(order.winMinor)}
              </dd>
            </div>
          </dl>
          <p className={styles.orderNo}>
            {order.orderNo}
            {order.chaseNo && ` · ${t('lottery.orders.chase', { chaseNo: order.chaseNo })}`}
          </p>
        </div>
      )}
    </RecordList>
  );
}
