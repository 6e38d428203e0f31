import type { Contract } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/stores/toast-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDecideContract, useWithdrawContract } from '../api/contracts';
import { tierMeasure } from '../lib/agent-contract';
import { money } from './team-figures';
import styles from './agent.module.css';

/** A contract's tiers: from what team figures, which rate of the team's stake or loss. */
export function TierTable({ contract, symbol }: { contract: Contract; symbol: string }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t(`agentTeam.contract.kinds.${contract.kind}.measure`)}</th>
          <th scope="col">{t('agentTeam.contract.activeMembers')}</th>
          <th scope="col">{t('agentTeam.contract.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier) => (
          <tr key={`${tierMeasure(tier)}-${tier.activeMembers}`}>
            <td>≥ {money(tierMeasure(tier), symbol)}</td>
            <td>≥ {tier.activeMembers}</td>
            <td>{(tier.rateBp / 100).toFixed(2)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One of the agent's own contracts; an offer has Accept and Reject, each confirmed first. */
export function ContractCard({ contract, symbol }: { contract: Contract; symbol: string }) {
  const { t } = useTranslation();
  const decide = useDecideContract();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const from = contract.upline?.username ?? t('agentTeam.contract.platform');

  const run = async (decision: 'accept' | 'reject') => {
    setAsking(null);
    try {
      await decide.mutateAsync({ id: contract.id, decision });
      toast.success(
        t(decision === 'accept' ? 'agentTeam.contract.accepted' : 'agentTeam.contract.rejected'),
      );
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`contract-${contract.id}`}>
      <h3 id={`contract-${contract.id}`} className={styles.rowName}>
        {t(`agentTeam.contract.kinds.${contract.kind}.from`, { name: from })}{' '}
        <span className={styles.tag}>{t(`agentTeam.contract.state.${contract.state}`)}</span>
      </h3>
      <TierTable contract={contract} symbol={symbol} />
      {contract.state === 'offered' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.actionOutline}
            disabled={decide.isPending}
            onClick={() => setAsking('reject')}
          >
            {t('agentTeam.contract.reject')}
          </button>
          <button
            type="button"
            className={styles.action}
            disabled={decide.isPending}
            onClick={() => setAsking('accept')}
          >
            {t('agentTeam.contract.accept')}
          </button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          message={t(
            asking === 'accept'
              ? `agentTeam.contract.kinds.${contract.kind}.confirmAccept`
              : `agentTeam.contract.kinds.${contract.kind}.confirmReject`,
            { name: from },
          )}
          confirmLabel={t(
            asking === 'accept' ? 'agentTeam.contract.accept' : 'agentTeam.contract.reject',
          )}
          cancelLabel={t('agentTeam.contract.cancel')}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </article>
  );
}

/** An offer the agent made to a sub-agent: its state, and Withdraw while it waits (confirmed). */
export function OfferedRow({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawContract();
  const [asking, setAsking] = useState(false);
  const run = async () => {
    setAsking(false);
    try {
      await withdraw.mutateAsync(contract.id);
      toast.success(t('agentTeam.contract.withdrawn'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
    }
  };
  return (
    <p className={styles.rowMeta}>
      {contract.agent.username}{' '}
      <span className={styles.tag}>{t(`agentTeam.contract.state.${contract.state}`)}</span>
      {contract.state === 'offered' && (
        <button
          type="button"
          className={styles.copy}
          disabled={withdraw.isPending}
          aria-label={t('agentTeam.contract.withdrawFrom', { name: contract.agent.username })}
          onClick={() => setAsking(true)}
        >
          {t('agentTeam.contract.withdraw')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          message={t('agentTeam.contract.confirmWithdraw', { name: contract.agent.username })}
          confirmLabel={t('agentTeam.contract.withdraw')}
          cancelLabel={t('agentTeam.contract.cancel')}
          onConfirm={() => void run()}
          onCancel={() => setAsking(false)}
        />
      )}
    </p>
  );
}
