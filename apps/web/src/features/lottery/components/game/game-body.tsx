import type { LotteryGame, LotteryPlay, LotteryPlayType } from '@app/contract';
import { useState } from 'react';
import { useMoneyAttempt } from '@/shared/hooks/use-money-attempt';
import { joinPages } from '@/shared/ui/paged-list';
import { useNearNumeros } from '../../api/get-near-numeros';
import { useOrderPages } from '../../api/get-lottery-orders';
import { useBetSlip } from '../../hooks/use-bet-slip';
import { useDrawUpdates } from '../../hooks/use-draw-updates';
import { useOpenIssue } from '../../hooks/use-open-issue';
import type { LotteryQuery } from '../../lib/lottery-query';
import { HistoryPanel, type HistoryTab } from '../history/history-panel';
import { BetConfirm } from './bet-confirm';
import { BetSlipBar } from './bet-slip';
import { IssuePanel } from './issue-panel';
import { PickPad } from './pick-pad';
import { PlayPicker } from './play-picker';
import styles from './game.module.css';

interface GameBodyProps {
  game: LotteryGame;
  plays: readonly LotteryPlay[];
  query: LotteryQuery;
  onPlayType: (type: LotteryPlayType) => void;
}

/** The game once its plays are known: issue, plays, pad, history, and the bet slip below. */
export function GameBody({ game, plays, query, onPlayType }: GameBodyProps) {
  const near = useNearNumeros(game);
  const openIssue = useOpenIssue(near.data);
  const slip = useBetSlip(game, plays, query.playType);
  const latestIssueNo = near.data ? (near.data.latest?.issueNo ?? null) : undefined;
  const orders = useOrderPages(game.gameId, latestIssueNo ?? null);
  const orderItems = joinPages(
    orders.data?.pages.map((p) => ({ list: p.orders })),
    (o) => o.orderNo,
  );
  useDrawUpdates(game.gameId, latestIssueNo, orders.data ? orderItems : undefined);
  const [tab, setTab] = useState<HistoryTab>('results');
  /** The issue the confirmation is for, fixed when it opens. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const attempt = useMoneyAttempt('lot');

  const playType = slip.play?.playType ?? query.playType;
  return (
    <div className={styles.body}>
      <IssuePanel near={near} game={game} />
      <PlayPicker
        plays={plays}
        playType={playType}
        onPlayType={(type) => {
          onPlayType(type);
          slip.selectType(type);
        }}
        playCode={slip.play?.code ?? ''}
        onPlay={slip.selectPlay}
      />
      {slip.play && (
        <PickPad
          game={game}
          play={slip.play}
          prizeMode={query.prizeMode}
          picks={slip.picks}
          onToggle={slip.toggle}
          onFill={slip.fill}
        />
      )}
      <HistoryPanel
        game={game}
        plays={plays}
        orders={{ ...orders, items: orderItems }}
        tab={tab}
        onTab={setTab}
      />
      <BetSlipBar
        game={game}
        slip={slip}
        openIssue={openIssue}
        onBet={() => openIssue && setConfirming(openIssue.issueNo)}
      />
      {confirming && (
        <BetConfirm
          gameId={game.gameId}
          issueNo={confirming}
          prizeMode={query.prizeMode}
          slip={slip}
          attempt={attempt}
          onClose={() => setConfirming(null)}
          onPlaced={() => {
            setConfirming(null);
            slip.clearPicks();
            setTab('orders');
          }}
        />
      )}
    </div>
  );
}
