import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HIDDEN_AMOUNT } from '@/shared/lib/format-money';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { ShellIcon } from '@/shared/ui/shell-icon';
import { Spinner } from '@/shared/ui/spinner';
import { useMoney, useWallet } from '../../hooks/use-wallet';
import styles from './game-header.module.css';

/**
 * The game screen's own header: back to the lobby, the game's name (the page's heading) and the
 * member's balance, which a tap refreshes (asterisks while hidden, spec 4).
 */
export function GameHeader({ name, lobbyHref }: { name: string; lobbyHref: string }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const money = useMoney();
  const hidden = usePreferencesStore((s) => s.hideBalance);
  const amount = wallet.balanceMinor === null ? null : money(wallet.balanceMinor);
  const shown = hidden ? HIDDEN_AMOUNT : (amount ?? '--');

  return (
    <header className={styles.header}>
      <Link to={lobbyHref} className={styles.back} aria-label={t('lottery.game.back')}>
        <ShellIcon name="back" />
      </Link>
      <h1 className={styles.title}>{name}</h1>
      <button
        type="button"
        className={styles.balance}
        aria-label={
          hidden || !amount
            ? t('lottery.game.balanceUnknown')
            : t('lottery.game.balance', { amount })
        }
        aria-busy={wallet.refreshing}
        onClick={wallet.refresh}
      >
        <span className={styles.amount}>{shown}</span>
        {wallet.refreshing && <Spinner className={styles.spinner} />}
      </button>
    </header>
  );
}
