import type { BetRecord } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useBetHistory, type BetHistoryFilter } from '../../api/get-bet-history';
import { useCurrencySymbol } from '../../hooks/records-currency';
import { useRecordParams } from '../../hooks/records-date-filter';
import { BetRow } from './bet-row';
import { BetTotals } from './bet-totals';
import { PeriodFilter } from './period-filter';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { SelectFilter, type Option } from './select-filter';
import filterStyles from './filters.module.css';
import styles from './records.module.css';

/** The game categories and vendors a player can filter by (the app gives the catalogue's). */
export interface GameFilterOptions {
  categories: Option[];
  /** Vendors with the category they belong to; one vendor may be listed under several. */
  vendors: (Option & { category: string })[];
}

const idOf = (bet: BetRecord) => bet.id;

/**
 * /m/gameRecord (issue 9): the member's settled rounds by date, category and vendor, with the
 * totals of the whole filter and the rows page by page as the player scrolls.
 */
export function BetRecordScreen({ options }: { options: GameFilterOptions }) {
  const { t } = useTranslation();
  const { params, dates, set, setDates } = useRecordParams();
  const gameType = params.get('gameType') ?? '';
  const vendor = params.get('vendor') ?? '';
  const filter: BetHistoryFilter = {
    ...dates,
    ...(gameType ? { gameType } : {}),
    ...(vendor ? { vendor } : {}),
  };
  const query = useBetHistory(filter);
  // Rows wait for the symbol (the balance call), so amounts never show without it.
  const symbol = useCurrencySymbol();
  const vendors = uniqueVendors(options.vendors, gameType);
  const items = joinPages(query.data?.pages, idOf);
  const first = query.data?.pages[0];

  return (
    <div className={styles.page}>
      <section className={filterStyles.filters} aria-label={t('wallet.records.filters.label')}>
        <PeriodFilter key={JSON.stringify(dates)} value={dates} onChange={setDates} />
        <div className={filterStyles.selects}>
          <SelectFilter
            label={t('wallet.records.filters.category')}
            value={gameType}
            options={options.categories}
            // A vendor of another category would match nothing: a new category clears it.
            onChange={(v) => set({ gameType: v, vendor: undefined })}
          />
          <SelectFilter
            label={t('wallet.records.filters.vendor')}
            value={vendor}
            options={vendors}
            onChange={(v) => set({ vendor: v })}
          />
        </div>
      </section>
      {first && symbol !== undefined && (
        <BetTotals totals={first.totals} range={first.range} symbol={symbol} />
      )}
      <RecordList
        label={t('wallet.records.bets.label')}
        keyOf={idOf}
        pages={{ ...query, items, isPending: query.isPending || symbol === undefined }}
      >
        {(bet) => <BetRow bet={bet} symbol={symbol ?? ''} />}
      </RecordList>
    </div>
  );
}

function uniqueVendors(vendors: GameFilterOptions['vendors'], category: string): Option[] {
  const seen = new Set<string>();
  return vendors.filter(
    (v) => (!category || v.category === category) && !seen.has(v.value) && seen.add(v.value),
  );
}
