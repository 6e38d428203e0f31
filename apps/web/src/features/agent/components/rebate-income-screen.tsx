import type { RebateBill } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { useRebateBills } from '../api/rebates';
import { percent, useCategoryName } from './rate-editor';
import { money } from './team-figures';
import styles from './agent.module.css';

const idOf = (b: RebateBill) => b.id;

/**
 * /m/member/agent/agentRebeat (agent rebate income, AGEREBINC3): what the daily rebate paid the
 * agent, a day at a time, newest first: per category its own valid stake at its own rate and its
 * direct downline's teams' valid stake (at its rate less each member's), and the amount.
 */
export function RebateIncomeScreen({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const bills = useRebateBills();
  const categoryName = useCategoryName();
  const items = joinPages(bills.data?.pages, idOf);
  const total = bills.data?.pages[0]?.last30DaysMinor;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="rebate-total">
        <p id="rebate-total" className={styles.greeting}>
          {t('agentTeam.rebate.last30')}
        </p>
        <p className={styles.agentName}>{total === undefined ? '…' : money(total, symbol)}</p>
        <p className={styles.rowMeta}>{t('agentTeam.rebate.howPaid')}</p>
      </section>
      <RecordList label={t('agentTeam.rebate.income')} keyOf={idOf} pages={{ ...bills, items }}>
        {(b) => (
          <div className={styles.row}>
            <p className={styles.rowName}>
              {b.day}{' '}
              {b.state === 'pending' && (
                <span className={styles.tag}>{t('agentTeam.contract.bill.pending')}</span>
              )}
            </p>
            <p className={`${styles.rowAmount} ${styles.positive}`}>
              +{money(b.amountMinor, symbol)}
            </p>
            <table className={`${styles.table} ${styles.rowTable}`}>
              <thead>
                <tr>
                  <th scope="col">{t('agentTeam.rebate.category')}</th>
                  <th scope="col">{t('agentTeam.rebate.ownStake')}</th>
                  <th scope="col">{t('agentTeam.rebate.teamStake')}</th>
                  <th scope="col">{t('agentTeam.rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {b.lines.map((l) => (
                  <tr key={l.gameType}>
                    <th scope="row">{categoryName(l.gameType)}</th>
                    <td>
                      {money(l.ownStakeMinor, symbol)} × {percent(l.ownRateBp)}
                    </td>
                    <td>{money(l.teamStakeMinor, symbol)}</td>
                    <td>{money(l.amountMinor, symbol)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RecordList>
    </div>
  );
}
