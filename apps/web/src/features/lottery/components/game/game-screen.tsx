import type { LotteryPlayType } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { ErrorState, Skeleton } from '@/shared/ui/query-state';
import { useGameMenus } from '../../api/get-game-menus';
import { WalletContext, type LotteryWallet } from '../../hooks/use-wallet';
import { lotteryHrefQuery, readLotteryQuery } from '../../lib/lottery-query';
import { GameBody } from './game-body';
import { GameHeader } from './game-header';
import styles from './game.module.css';

/**
 * /m/lottery/:gameId (issue 21): one game, touch first. The play type tab lives in the query
 * (as the launch URL gives it), so a reload or a shared link opens the same tab. The balance is
 * the wallet's (see use-wallet.ts).
 */
export function LotteryGameScreen({ wallet }: { wallet: LotteryWallet }) {
  const { t } = useTranslation();
  const { gameId = '' } = useParams();
  const [params, change] = useQueryParams();
  const query = readLotteryQuery(params);
  const menus = useGameMenus(gameId);
  const setPlayType = (playType: LotteryPlayType) => change({ playType });

  return (
    <WalletContext value={wallet}>
      <div className={styles.screen}>
        <GameHeader
          name={menus.data?.game.name ?? gameId}
          lobbyHref={paths.lottery.href(lotteryHrefQuery(query))}
        />
        {menus.isPending ? (
          <div className={styles.body}>
            <Skeleton label={t('lottery.state.loading')} rows={4} height="1rem" />
          </div>
        ) : menus.isError ? (
          <ErrorState
            message={menus.error.message || t('lottery.game.error')}
            retryLabel={t('lottery.state.retry')}
            onRetry={() => void menus.refetch()}
          />
        ) : (
          <GameBody
            key={menus.data.game.gameId}
            game={menus.data.game}
            plays={menus.data.plays}
            query={query}
            onPlayType={setPlayType}
          />
        )}
      </div>
    </WalletContext>
  );
}
