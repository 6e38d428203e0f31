import type { RebateRate, RebateSchemeItem } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { lookup } from '@/shared/i18n/i18n';
import styles from './agent.module.css';

/** A rate in basis points as the screens show it: 0.8%. */
export const percent = (bp: number) => `${(bp / 100).toFixed(bp % 10 === 0 ? 1 : 2)}%`;

/** A game category's name (the game tabs' names; 'OTHER' for a game not in the catalogue). */
export function useCategoryName() {
  const { t } = useTranslation();
  return (gameType: string) => lookup(`games.tabs.${gameType}`) ?? t('agentTeam.rebate.other');
}

const rateOf = (rates: readonly RebateRate[], gameType: string) =>
  rates.find((r) => r.gameType === gameType)?.rateBp ?? 0;

/** The levels between a floor and a ceiling, one step apart (the floor alone when they cross). */
const levels = (floor: number, ceiling: number, step: number) => {
  const out = [floor];
  for (let bp = floor + step; bp <= ceiling; bp += step) out.push(bp);
  return out;
};

interface RateEditorProps {
  scheme: readonly RebateSchemeItem[];
  /** The agent's own rates: a member's rate is never above them. */
  own: readonly RebateRate[];
  /** The member's rates now: never lowered. */
  current: readonly RebateRate[];
  value: Readonly<Record<string, number>>;
  onChange: (gameType: string, rateBp: number) => void;
}

/** A member's rate per category: a choice of the scheme's levels from its rate now to the agent's. */
export function RateEditor({ scheme, own, current, value, onChange }: RateEditorProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('agentTeam.rebate.category')}</th>
          <th scope="col">{t('agentTeam.rebate.yours')}</th>
          <th scope="col">{t('agentTeam.rebate.theirs')}</th>
        </tr>
      </thead>
      <tbody>
        {scheme.map((s) => {
          const floor = rateOf(current, s.gameType);
          const options = levels(floor, rateOf(own, s.gameType), s.stepBp);
          return (
            <tr key={s.gameType}>
              <th scope="row">{categoryName(s.gameType)}</th>
              <td>{percent(rateOf(own, s.gameType))}</td>
              <td>
                <select
                  className={styles.rateSelect}
                  aria-label={t('agentTeam.rebate.rateOf', { category: categoryName(s.gameType) })}
                  value={value[s.gameType] ?? floor}
                  disabled={options.length < 2}
                  onChange={(e) => onChange(s.gameType, Number(e.target.value))}
                >
                  {options.map((bp) => (
                    <option key={bp} value={bp}>
                      {percent(bp)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
