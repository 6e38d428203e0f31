import type { LotteryGame, LotteryOrder, LotteryPlay } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { RecordPages } from '@/shared/ui/paged-list';
import { Tabs } from '@/shared/ui/tabs';
import { OrdersList } from './orders-list';
import { ResultsList } from './results-list';
import { TrendTable } from './trend-table';
import styles from './history.module.css';

export type HistoryTab = 'results' | 'orders' | 'trend';

interface HistoryPanelProps {
  game: LotteryGame;
  plays: readonly LotteryPlay[];
  orders: RecordPages<LotteryOrder>;
  tab: HistoryTab;
  onTab: (tab: HistoryTab) => void;
}

/** Below the pad: the game's results, the member's orders and the trend, one at a time. */
export function HistoryPanel({ game, plays, orders, tab, onTab }: HistoryPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.history} aria-label={t('lottery.history.label')}>
      <Tabs
        label={t('lottery.history.label')}
        tabs={[
          { value: 'results', label: t('lottery.history.results') },
          { value: 'orders', label: t('lottery.history.orders') },
          { value: 'trend', label: t('lottery.history.trend') },
        ]}
        value={tab}
        onChange={onTab}
      />
      {tab === 'results' && <ResultsList game={game} />}
      {tab === 'orders' && <OrdersList pages={orders} plays={plays} />}
      {tab === 'trend' && <TrendTable game={game} />}
    </section>
  );
}
