import type { Contract } from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/stores/toast-store';
import { useOfferContract, type ContractOffer } from '../api/contracts';
import { tierMeasure } from '../lib/agent-contract';
import { useDownline } from '../api/agent-queries';
import styles from './agent.module.css';

interface TierDraft {
  /** Valid stake (daily wage) or net loss (dividend), in whole units as typed. */
  measure: string;
  activeMembers: string;
  ratePercent: string;
}

const draftOf = (tiers: Contract['tiers']): TierDraft[] =>
  tiers.map((t) => ({
    measure: String(tierMeasure(t) / 100),
    activeMembers: String(t.activeMembers),
    ratePercent: (t.rateBp / 100).toFixed(2),
  }));

/**
 * The offer of the drafts, in whole units and percent with up to 2 decimals as typed; null when a
 * field is not a number.
 */
function offerOf(
  kind: Contract['kind'],
  memberId: number,
  drafts: TierDraft[],
): ContractOffer | null {
  const parsed = drafts.map((d) => ({
    measure: Math.round(Number(d.measure) * 100),
    activeMembers: Number(d.activeMembers),
    rateBp: Math.round(Number(d.ratePercent) * 100),
  }));
  const valid = parsed.every(
    (t) =>
      Number.isSafeInteger(t.measure) &&
      t.measure >= 0 &&
      Number.isInteger(t.activeMembers) &&
      t.activeMembers >= 0 &&
      Number.isInteger(t.rateBp) &&
      t.rateBp > 0,
  );
  if (!valid) return null;
  return kind === 'dividend'
    ? {
        memberId,
        kind,
        tiers: parsed.map(({ measure, ...t }) => ({ netLossMinor: measure, ...t })),
      }
    : {
        memberId,
        kind,
        tiers: parsed.map(({ measure, ...t }) => ({ validStakeMinor: measure, ...t })),
      };
}

/**
 * Offer a contract of the kind of `own` to an agent of the direct downline: the agent's own tiers to start from
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
    if (!memberId) return setProblem(t('agentTeam.contract.chooseAgent'));
    const body = offerOf(own.kind, Number(memberId), drafts);
    if (!body) return setProblem(t('agentTeam.contract.badTier'));
    setProblem(null);
    try {
      await offer.mutateAsync(body);
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
            {t(`agentTeam.contract.kinds.${own.kind}.measure`)}
            <input
              className={styles.searchInput}
              inputMode="decimal"
              value={d.measure}
              onChange={(e) => set(i, 'measure', e.target.value)}
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
