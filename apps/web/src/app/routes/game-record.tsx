import { useTranslation } from 'react-i18next';
import { useGameVendors } from '@/features/games/api/get-game-vendors';
import { categoryLabel } from '@/features/games/components/home/category-label';
import {
  BetRecordScreen,
  type GameFilterOptions,
} from '@/features/wallet/components/records/bet-record-screen';

/**
 * /m/gameRecord (issue 9). The category and vendor choices are the catalogue's (games feature);
 * the record itself is the wallet's. The two meet here, as features never import each other.
 */
export function GameRecordRoute() {
  const { t } = useTranslation();
  const { data } = useGameVendors();
  const options: GameFilterOptions = {
    categories: (data?.sorting ?? []).map((s) => ({
      value: s.gameCategory,
      label: categoryLabel(t, s.gameCategory),
    })),
    vendors: (data?.sorting ?? []).flatMap((s) =>
      (data?.vendors[s.gameCategory] ?? []).map((v) => ({
        value: v.vassalage,
        label: v.displayName,
        category: s.gameCategory,
      })),
    ),
  };
  return <BetRecordScreen options={options} />;
}
