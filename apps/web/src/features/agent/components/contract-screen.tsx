import type { ContractBill, ContractKind } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { useSessionStore } from '@/shared/stores/session-store';
import { useContractBills, useContracts } from '../api/contracts';
import { ContractCard, OfferedRow } from './contract-card';
import { OfferForm } from './offer-form';
import { money } from './team-figures';
import styles from './agent.module.css';

const idOf = (b: ContractBill) => b.id;
const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/**
 * /m/member/agent/getSalaryContract and getDevidendContract (issue 20): the agent's contracts of
 * the kind (an offer with Accept and Reject), the offers it made its sub-agents and a new one, and
 * the bills: paid to it, owed or paid by it.
 */
export function ContractScreen({ kind, symbol }: { kind: ContractKind; symbol: string }) {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.session?.userName);
  const contracts = useContracts(kind);
  const bills = useContractBills(kind);
  const items = joinPages(bills.data?.pages, idOf);
  const mine = contracts.data?.mine ?? [];
  const current = mine.filter((c) => c.state === 'offered' || c.state === 'active');
  const active = mine.find((c) => c.state === 'active');
  // A day, a day's hour (hourly wage), or a range of days (dividend).
  const billPeriod = (b: ContractBill) =>
    b.hour !== null
      ? `${b.period} ${hh(b.hour)}–${hh(b.hour + 1)}`
      : b.period === b.periodEnd
        ? b.period
        : t('agentTeam.contract.period', { start: b.period, end: b.periodEnd });

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="wage-mine">
        <h2 id="wage-mine" className={styles.sectionTitle}>
          {t(`agentTeam.contract.kinds.${kind}.mine`)}
        </h2>
        {contracts.isPending && (
          <div className={styles.card} role="status" aria-label={t('agent.loading')} />
        )}
        {contracts.isError && <p role="alert">{t('agent.error')}</p>}
        {contracts.data && !current.length && (
          <p className={styles.greeting}>{t(`agentTeam.contract.kinds.${kind}.none`)}</p>
        )}
        {current.map((c) => (
          <ContractCard key={c.id} contract={c} symbol={symbol} />
        ))}
      </section>
      {active && (
        <section className={styles.section} aria-labelledby="wage-offer">
          <h2 id="wage-offer" className={styles.sectionTitle}>
            {t(`agentTeam.contract.kinds.${kind}.offerTitle`)}
          </h2>
          <OfferForm key={active.id} own={active} />
          {(contracts.data?.offered ?? []).map((c) => (
            <OfferedRow key={c.id} contract={c} />
          ))}
        </section>
      )}
      <section className={styles.section} aria-labelledby="wage-bills">
        <h2 id="wage-bills" className={styles.sectionTitle}>
          {t('agentTeam.contract.bills')}
        </h2>
        <RecordList label={t('agentTeam.contract.bills')} keyOf={idOf} pages={{ ...bills, items }}>
          {(b) => {
            const received = b.agent.username === me;
            return (
              <div className={styles.row}>
                <p className={styles.rowName}>
                  {billPeriod(b)}{' '}
                  <span className={styles.tag}>{t(`agentTeam.contract.bill.${b.state}`)}</span>
                </p>
                <p className={`${styles.rowAmount} ${received ? styles.positive : ''}`}>
                  {received ? '+' : '-'}
                  {money(b.amountMinor, symbol)}
                </p>
                <p className={styles.rowMeta}>
                  <span>
                    {received
                      ? t('agentTeam.contract.fromName', {
                          name: b.upline?.username ?? t('agentTeam.contract.platform'),
                        })
                      : t('agentTeam.contract.toName', { name: b.agent.username })}
                  </span>
                  {b.netLossMinor !== null && (
                    <span>
                      {t('agentTeam.contract.netLoss')}: {money(b.netLossMinor, symbol)}
                    </span>
                  )}
                  <span>
                    {t('agentTeam.contract.validStake')}: {money(b.validStakeMinor, symbol)}
                  </span>
                  <span>
                    {t('agentTeam.contract.activeMembers')}: {b.activeMembers}
                  </span>
                  <span>{(b.rateBp / 100).toFixed(2)}%</span>
                </p>
              </div>
            );
          }}
        </RecordList>
      </section>
    </div>
  );
}
