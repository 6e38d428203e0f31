import type { Vendor } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hotGamesQueryOptions } from '../../api/get-hot-games';
import { GameList } from '../game-list';
import { VendorList } from '../vendor-list';
import { categoryLabel } from './category-label';
import { HOME_DEFAULT_CATEGORY, useHomeGamesStore } from './home-games-store';
import { ProviderButton } from './provider-button';
import { VendorStrip, type StripVendor } from './vendor-strip';
import styles from './entrance.module.css';

/** Spec 2.5: "PROMO and AFFILIATE tabs render nothing in the content area." */
const emptyTabs = new Set(['PROMO', 'AFFILIATE']);
/** Spec 2.5: "SPORTS shows a vendor list"; e-sports are split from sports (spec 9), so it too. */
const vendorTabs = new Set(['SPORTS', 'ESPORTS']);

type VendorMap = Record<string, Vendor[]>;

/** What one entrance tab holds. Keyed by category by its owner, so nothing leaks between tabs. */
export function EntranceBody({ category, vendors }: { category: string; vendors: VendorMap }) {
  if (emptyTabs.has(category)) return null;
  if (vendorTabs.has(category))
    return (
      <div className={styles.vendorPane}>
        <VendorList category={category} />
      </div>
    );
  return <GamesPane category={category} vendors={vendors} />;
}

/**
 * The vendors a tab filters by. HOT is no catalogue category: its vendors are those of the hot
 * games, in rank order, named as the vendor mapping names them.
 */
function useStripVendors(category: string, vendors: VendorMap): StripVendor[] {
  const hot = category === HOME_DEFAULT_CATEGORY;
  // Asked only on HOT (the same cached list the hot games come from).
  const { data: hotGames } = useQuery({ ...hotGamesQueryOptions(), enabled: hot });
  if (!hot) return vendors[category] ?? [];
  const names = new Map(
    Object.values(vendors).flatMap((list) => list.map((v) => [v.vassalage, v.displayName])),
  );
  const codes = [...new Set((hotGames ?? []).map((g) => g.vassalage))];
  return codes.map((code) => ({ vassalage: code, displayName: names.get(code) ?? code }));
}

function GamesPane({ category, vendors }: { category: string; vendors: VendorMap }) {
  const { t } = useTranslation();
  const vendor = useHomeGamesStore((s) => s.vendor);
  const selectVendor = useHomeGamesStore((s) => s.selectVendor);
  const strip = useStripVendors(category, vendors);
  const hot = category === HOME_DEFAULT_CATEGORY;

  return (
    <>
      {strip.length > 0 && (
        <div className={styles.vendorRow}>
          <VendorStrip vendors={strip} value={vendor} onChange={selectVendor} />
          <ProviderButton vendors={strip} value={vendor} onApply={selectVendor} />
        </div>
      )}
      <GameList
        gameType={hot ? undefined : category}
        dataType={hot ? 'HOT' : 'ALL'}
        vassalage={vendor || undefined}
        // Growing with a More button: numbered pages would jump to the top of the whole home.
        mode="append"
        label={categoryLabel(t, category)}
      />
    </>
  );
}
