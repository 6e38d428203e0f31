import type { RebateRate } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { toast } from '@/shared/stores/toast-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useRebates, useSetRebates, type RebatesValue } from '../api/rebates';
import { useTeamParams } from '../lib/team-params';
import { percent, RateEditor, useCategoryName } from './rate-editor';
import styles from './agent.module.css';

/**
 * /m/member/teamRebate (game-service rebate, GAMSER): the agent's own rate per game category
 * beside the scheme's highest, and, for a member of its direct downline (?memberId=, from team
 * management), that member's rates to raise, confirmed first (a rate is never lowered again).
 */
export function TeamRebateScreen() {
  const { t } = useTranslation();
  const { memberId } = useTeamParams();
  const rebates = useRebates(memberId);
  const categoryName = useCategoryName();

  if (rebates.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.card} role="status" aria-label={t('agent.loading')} />
      </div>
    );
  }
  if (rebates.isError) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.negative}>
          {rebates.error instanceof ApiError ? rebates.error.message : t('agent.error')}
        </p>
        <Link className={styles.rowLink} to={paths.memberTeam.href()}>
          {t('agent.nav.teamManagement')}
        </Link>
      </div>
    );
  }
  const { scheme, own, member } = rebates.data;
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="rebate-own">
        <h2 id="rebate-own" className={styles.sectionTitle}>
          {t('agentTeam.rebate.own')}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('agentTeam.rebate.category')}</th>
              <th scope="col">{t('agentTeam.rebate.yours')}</th>
              <th scope="col">{t('agentTeam.rebate.max')}</th>
            </tr>
          </thead>
          <tbody>
            {scheme.map((s) => (
              <tr key={s.gameType}>
                <th scope="row">{categoryName(s.gameType)}</th>
                <td>{percent(own.find((r) => r.gameType === s.gameType)?.rateBp ?? 0)}</td>
                <td>{percent(s.maxRateBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {member ? (
        <MemberRates key={member.memberId} data={rebates.data} member={member} />
      ) : (
        <p className={styles.greeting}>
          {t('agentTeam.rebate.choose')}{' '}
          <Link className={styles.crumbLink} to={paths.memberTeam.href()}>
            {t('agent.nav.teamManagement')}
          </Link>
        </p>
      )}
    </div>
  );
}

type Member = NonNullable<RebatesValue['member']>;

function MemberRates({ data, member }: { data: RebatesValue; member: Member }) {
  const { t } = useTranslation();
  const save = useSetRebates();
  const [draft, setDraft] = useState<Record<string, number>>({});
  const [asking, setAsking] = useState(false);
  const changed: RebateRate[] = Object.entries(draft)
    .filter(([gameType, bp]) => bp !== member.rates.find((r) => r.gameType === gameType)?.rateBp)
    .map(([gameType, rateBp]) => ({ gameType, rateBp }));

  const run = async () => {
    setAsking(false);
    try {
      await save.mutateAsync({ memberId: member.memberId, rates: changed });
      setDraft({});
      toast.success(t('agentTeam.rebate.saved', { name: member.username }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="rebate-member">
      <h2 id="rebate-member" className={styles.sectionTitle}>
        {t('agentTeam.rebate.memberTitle', { name: member.username })}
      </h2>
      <RateEditor
        scheme={data.scheme}
        own={data.own}
        current={member.rates}
        value={draft}
        onChange={(gameType, rateBp) => setDraft((d) => ({ ...d, [gameType]: rateBp }))}
      />
      <p className={styles.rowMeta}>{t('agentTeam.rebate.rule')}</p>
      <button
        type="button"
        className={styles.searchButton}
        disabled={!changed.length || save.isPending}
        onClick={() => setAsking(true)}
      >
        {t('agentTeam.rebate.save')}
      </button>
      {asking && (
        <ConfirmDialog
          message={t('agentTeam.rebate.confirm', { name: member.username })}
          confirmLabel={t('agentTeam.rebate.save')}
          cancelLabel={t('agentTeam.contract.cancel')}
          onConfirm={() => void run()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
