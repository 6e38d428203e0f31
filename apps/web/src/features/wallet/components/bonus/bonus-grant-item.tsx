import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/stores/toast-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useForfeitBonusGrant } from '../../api/forfeit-bonus-grant';
import type { BonusGrant } from '../../api/get-bonus-grants';
import { useMoneyAttempt } from '@/shared/hooks/use-money-attempt';
import { formatMinor } from '../../lib/cashier-money';
import withdrawStyles from '../withdraw/withdraw.module.css';
import styles from './bonus.module.css';

/**
 * Forfeiting moves money (the bonus and its winnings leave the wallet) and cannot be undone: it
 * asks first, and one idempotency key per attempt makes a double tap or a retry forfeit once.
 */
function ForfeitButton({ grant, symbol }: { grant: BonusGrant; symbol: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const forfeit = useForfeitBonusGrant();
  const attempt = useMoneyAttempt('bf');

  const send = async () => {
    setConfirming(false);
    try {
      const done = await forfeit.mutateAsync({
        grantId: grant.id,
        idempotencyKey: attempt.keyFor({ grantId: grant.id }),
      });
      attempt.finish();
      toast.success(
        t('wallet.bonus.forfeitDone', { amount: formatMinor(done.forfeitedMinor ?? 0, symbol) }),
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown.error'));
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${withdrawStyles.remove} ${styles.forfeit}`}
        aria-label={t('wallet.bonus.forfeitLabel', { title: grant.title })}
        disabled={forfeit.isPending}
        aria-busy={forfeit.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('wallet.bonus.forfeit')}
      </button>
      {confirming && (
        <ConfirmDialog
          message={t('wallet.bonus.confirmForfeit', { title: grant.title })}
          confirmLabel={t('wallet.bonus.confirmYes')}
          cancelLabel={t('wallet.bonus.cancel')}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** One bonus: its rule, its turnover so far (a progress bar) and what is left, or its end. */
export function BonusGrantItem({ grant: g, symbol }: { grant: BonusGrant; symbol: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinor(minor, symbol);
  const progress = t('wallet.bonus.progress', {
    done: money(g.progressMinor),
    required: money(g.requiredMinor),
  });
  return (
    <li className={styles.grant}>
      <div className={styles.head}>
        <h3 className={styles.name}>{g.title}</h3>
        <span className={styles.state} data-state={g.state}>
          {t(`wallet.bonus.states.${g.state}`)}
        </span>
      </div>
      <p className={styles.detail}>
        {t('wallet.bonus.amount', { amount: money(g.bonusMinor) })}
        {' · '}
        {t(`wallet.bonus.rule.${g.turnoverBase}`, { multiple: g.turnoverMultiple })}
      </p>
      {g.state === 'forfeited' ? (
        <p className={styles.detail}>
          {t('wallet.bonus.forfeited', { amount: money(g.forfeitedMinor ?? 0) })}
        </p>
      ) : g.state === 'lost' ? (
        <p className={styles.detail}>{t('wallet.bonus.lost')}</p>
      ) : (
        <>
          <progress
            className={styles.bar}
            value={g.requiredMinor === 0 ? 1 : g.progressMinor}
            max={Math.max(g.requiredMinor, 1)}
            aria-label={t('wallet.bonus.progressLabel', { title: g.title })}
            aria-valuetext={progress}
          />
          <p className={styles.figures}>
            <span>{progress}</span>
            {g.state === 'active' && (
              <span>{t('wallet.bonus.remaining', { amount: money(g.remainingMinor) })}</span>
            )}
          </p>
        </>
      )}
      {g.state === 'active' && g.forfeitAllowed && <ForfeitButton grant={g} symbol={symbol} />}
    </li>
  );
}
