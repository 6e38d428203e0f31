import type { Vendor } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useGameVendors } from '../api/get-game-vendors';
import { useGameFilters } from '../hooks/use-game-filters';
import { isLottery, vendorCategories } from '../lib/categories';
import type { ScreenConfig } from '../lib/screens';
import { CategoryTabs } from './category-tabs';
import { FilterBar } from './filter-bar';
import { GameList } from './game-list';
import { SearchBox } from './search-popup';
import { VendorList } from './vendor-list';
import styles from './game-centre-screen.module.css';

const noVendors: Vendor[] = [];

/**
 * A screen of the game-list family (spec 2.1, 2.12): the category tabs, then the filters and the
 * list for game categories, or the vendor cards for vendor categories (sports, lottery, ...).
 */
export function GameCentreScreen({ config }: { config: ScreenConfig }) {
  return (
    <>
      <CategoryTabs current={config.tab} />
      {config.view === 'games' ? (
        <FilteredGames config={config} />
      ) : config.view === 'vendors' ? (
        <VendorList category={config.gameType ?? ''} />
      ) : (
        <CentreVendors />
      )}
    </>
  );
}

function FilteredGames({ config }: { config: ScreenConfig }) {
  const state = useGameFilters(config);
  const { data } = useGameVendors();
  const { filters } = state;
  const dataType = filters.dataType;
  const catalogue = dataType === 'ALL' || dataType === 'NEW';
  const vendors = config.gameType ? (data?.vendors[config.gameType] ?? noVendors) : noVendors;
  // Favourites and recent are short personal lists: no filters. The search screen has its box.
  const filtered = catalogue || dataType === 'HOT';
  return (
    <>
      {dataType === 'SEARCH' && <SearchBox value={filters.gameName} onSearch={state.setName} />}
      {filtered && (
        <FilterBar
          state={state}
          vendors={vendors}
          showProvider={catalogue && !config.fixed?.vassalage && vendors.length > 0}
          showClassify={catalogue && !config.fixed?.gameClassify}
          showSearch={!isLottery(config.gameType ?? '')}
          showBetLine={catalogue && !vendorCategories.has(config.gameType ?? '')}
        />
      )}
      <GameList
        mode="pages"
        gameType={config.gameType}
        vassalage={filters.vassalage}
        gameClassify={filters.gameClassify}
        dataType={dataType}
        gameName={filters.gameName}
        minBet={filters.minBet}
        minLine={filters.minLine}
      />
    </>
  );
}

/** /m/gameCenter: every category's vendors, in the mapping's order. */
function CentreVendors() {
  const { t, i18n } = useTranslation();
  const { data } = useGameVendors();
  const categories = (data?.sorting ?? [])
    .map((s) => s.gameCategory)
    .filter((c) => i18n.exists(`games.tabs.${c}`));
  return (
    <>
      {categories.map((c) => (
        <section key={c}>
          <h2 className={styles.heading}>{t(`games.tabs.${c}` as 'games.tabs.HOT')}</h2>
          <VendorList category={c} />
        </section>
      ))}
    </>
  );
}
