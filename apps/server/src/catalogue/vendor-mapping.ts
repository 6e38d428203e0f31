import { gameCategories, type ValueOf } from '@app/contract';
import type { getGameVendors, getVendorGameTypes } from '@app/contract';
import { VENDOR_LOBBIES, type TypeVendorClasses, type VendorRow } from './catalogue-repository.ts';

/**
 * Categories in the tab bar's order (the contract's list); a category nobody uses yet follows,
 * A to Z.
 */
export const CATEGORY_ORDER: readonly string[] = gameCategories;

const rank = (category: string) => {
  const i = CATEGORY_ORDER.indexOf(category);
  return i === -1 ? CATEGORY_ORDER.length : i;
};
const byDisplayOrder = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);

/**
 * The class keys of each vendor's games per category: a vendor's games of that type, or all its
 * games for the lobby categories (JL, RTG), whose games have other types.
 */
function classesByCategory(vendors: VendorRow[], rows: TypeVendorClasses[]) {
  const byCategory = new Map<string, Map<string, Set<string>>>();
  const keysOf = (category: string, vendor: string) => {
    let perVendor = byCategory.get(category);
    if (!perVendor) byCategory.set(category, (perVendor = new Map()));
    let keys = perVendor.get(vendor);
    if (!keys) perVendor.set(vendor, (keys = new Set()));
    return keys;
  };
  const lobbiesOf = new Map(
    vendors.map((v) => [v.code, v.categories.filter((c) => VENDOR_LOBBIES.has(c))]),
  );
  for (const r of rows) {
    const keys = [keysOf(r.gameType, r.vassalage)];
    for (const lobby of lobbiesOf.get(r.vassalage) ?? []) keys.push(keysOf(lobby, r.vassalage));
    if (r.classify !== null) for (const k of keys) k.add(r.classify);
  }
  return (category: string, vendor: string) => byCategory.get(category)?.get(vendor);
}

/** GCSGAME_newGameVendor (spec 3 "Vendor mapping"): vendors per category, in display order. */
export function vendorMapping(
  vendors: VendorRow[],
  rows: TypeVendorClasses[],
): ValueOf<typeof getGameVendors> {
  const classes = classesByCategory(vendors, rows);
  const categories = [...new Set(vendors.flatMap((v) => v.categories))].sort(byDisplayOrder);
  const mapping: ValueOf<typeof getGameVendors> = { vendors: {}, sorting: [] };
  for (const category of categories) {
    const members = vendors.filter((v) => v.categories.includes(category));
    mapping.vendors[category] = members.map((v) => {
      // The filter popup offers the classes this vendor's games of the category actually have,
      // in the vendor's own order (a slot class means nothing on its fishing tab).
      const present = classes(category, v.code);
      return {
        vassalage: v.code,
        displayName: v.displayName,
        // The wallet account the vendor's games draw on: one per vendor, named by its code.
        accountTypeName: v.code,
        gameClassify: v.classifies.filter((c) => present?.has(c.key)),
      };
    });
    mapping.sorting.push({ gameCategory: category, vendorNames: members.map((v) => v.code) });
  }
  return mapping;
}

/** GCSGAME_getVassGameType: content[type][vendor] = class keys; `typeId` keeps one type. */
export function vendorGameTypes(
  vendors: VendorRow[],
  rows: TypeVendorClasses[],
  typeId: string | undefined,
): ValueOf<typeof getVendorGameTypes> {
  const classes = classesByCategory(vendors, rows);
  const types = new Set(rows.map((r) => r.gameType));
  for (const v of vendors) for (const c of v.categories) if (VENDOR_LOBBIES.has(c)) types.add(c);
  const content: ValueOf<typeof getVendorGameTypes>['content'] = {};
  for (const type of [...types].sort(byDisplayOrder)) {
    if (typeId !== undefined && type !== typeId) continue;
    const perVendor: Record<string, string[]> = {};
    for (const v of vendors) {
      const present = classes(type, v.code);
      if (!present) continue;
      perVendor[v.code] = v.classifies.filter((c) => present.has(c.key)).map((c) => c.key);
      // A class a game has but the vendor's list lacks still belongs to the type.
      for (const key of present)
        if (!perVendor[v.code]!.includes(key)) perVendor[v.code]!.push(key);
    }
    content[type] = perVendor;
  }
  return { content };
}
