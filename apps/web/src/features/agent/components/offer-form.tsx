import type { Contract } from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/stores/toast-store';
import { useOfferContract } from '../api/contracts';
import { useDownline } from '../api/agent-queries';
import styles from './agent.module.css';

interface TierDraft {
  validStake: string;
  activeMembers: string;
  ratePercent: string;
}

const draftOf = (tiers: Contract['tiers']): TierDraft[] =>
  tiers.map((t) => ({
    validStake: String(t.validStakeMinor / 100),
    activeMembers: String(t.activeMembers),
    ratePercent: (t.rateBp / 100).toFixed(2),
  }));

/** Whole units and percent with up to 2 decimals, as typed; null when a field is not a number. */
function tiersOf(drafts: TierDraft[]) {
  const tiers = drafts.map((d) => ({
    validStakeMinor: Math.round(Number(d.validStake) * 100),
    activeMembers: Number(d.activeMembers),
    rateBp: Math.round(Number(d.ratePercent) * 100),
  }));
  const valid = tiers.every(
    (t) =>
      Number.isSafeInteger(t.validStakeMinor) &&
      t.validStakeMinor >= 0 &&
      Number.isInteger(t.activeMembers) &&
      t.activeMembers >= 0 &&
      Number.isInteger(t.rateBp) &&
      t.rateBp > 0,
  );
  return valid ? tiers : null;
}

/**
 * Offer a daily wage to an agent of the direct downline: the agent's own tiers to start from
 * (a child's tiers are never above them; the server refuses what is, and says which tier).
 */
export function OfferForm({ own }: { own: Contract }) {
  const { t } = useTranslation();
  // Direct members, 100 to a page: the form offers the agents among the first hundred.
  const downline = useDownline({ pageSize: '100' });
  const agents = (downline.data?.pages ?? []).flatMap((p) => p.list).filter((m) => m.isAgent);
  const [memberId, setMemberId] = useState('');
  const [drafts, setDrafts] = useState<TierDraft[]>(() => draftOf(own.tiers));
  const [problem, setProblem] = useState<string | null>(null);
  const offer = useOfferContract();
  const formId = useId();

  if (downline.isPending)
    return <div className={styles.card} role="status" aria-label={t('agent.loading')} />;
  if (downline.isError) return <p role="alert">{t('agent.error')}</p>;
  if (!agents.length)
    return <p className={styles.greeting}>{t('agentTeam.contract.noSubAgents')}</p>;

  const set = (i: number, key: keyof TierDraft, value: string) =>
    setDrafts((all) => all.map((d, j) => (j === i ? { ...d, [key]: value } : d)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const tiers = tiersOf(drafts);
    if (!memberId) return setProblem(t('agentTeam.contract.chooseAgent'));
    if (!tiers) return setProblem(t('agentTeam.contract.badTier'));
    setProblem(null);
    try {
      await offer.mutateAsync({ memberId: Number(memberId), tiers });
      toast.success(t('agentTeam.contract.offered'));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('errors.unknown.error'));
    }
  };

  return (
    <form className={styles.section} onSubmit={(e) => void submit(e)} noValidate>
      <label className={styles.field} htmlFor={`${formId}-agent`}>
        {t('agentTeam.contract.toAgent')}
      </label>
      <select
        id={`${formId}-agent`}
        className={styles.searchInput}
        value={memberId}
        onChange={(e) => setMemberId(e.target.value)}
      >
        <option value="">{t('agentTeam.contract.chooseAgent')}</option>
        {agents.map((a) => (
          <option key={a.memberId} value={a.memberId}>
            {a.username}
          </option>
        ))}
      </select>
      {drafts.map((d, i) => (
        <fieldset key={i} className={styles.tierRow}>
          <legend>{t('agentTeam.contract.tier', { n: i + 1 })}</legend>
          <label className={styles.field}>
            {t('agentTeam.contract.validStake')}
            <input
              className={styles.searchInput}
              inputMode="decimal"
              value={d.validStake}
              onChange={(e) => set(i, 'validStake', e.target.value)}
            />
          </label>
          <label className={styles.field}>
            {t('agentTeam.contract.activeMembers')}
            <input
              className={styles.searchInput}
              inputMode="numeric"
              value={d.activeMembers}
              onChange={(e) => set(i, 'activeMembers', e.target.value)}
            />
          </label>
          <label className={styles.field}>
            {t('agentTeam.contract.ratePercent')}
            <input
              className={styles.searchInput}
              inputMode="decimal"
              value={d.ratePercent}
              onChange={(e) => set(i, 'ratePercent', e.target.value)}
            />
          </label>
        </fieldset>
      ))}
      {problem && (
        <p role="alert" className={styles.negative}>
          {problem}
        </p>
      )}
      <button type="submit" className={styles.searchButton} disabled={offer.isPending}>
        {t('agentTeam.contract.offer')}
      </button>
    </form>
  );
}
