import type { ShellIconName } from '@/shared/ui/shell-icon';

/**
 * Spec 2.5 game menu, in the spec's order, then PROMO (which leads to the promotions screen). The
 * labels are the bottom navigation's (layout.bottomNav.*): the same words for the same places, and
 * no second copy in the first screen's dictionary.
 */
export const menuEntries = [
  { category: 'HOT', label: 'hot', icon: 'hot' },
  { category: 'LIVE', label: 'live', icon: 'live' },
  { category: 'PVP', label: 'pvp', icon: 'pvp' },
  { category: 'SPORTS', label: 'sports', icon: 'sports' },
  { category: 'ESPORTS', label: 'esports', icon: 'esports' },
  { category: 'RNG', label: 'rng', icon: 'rng' },
  { category: 'FISH', label: 'fish', icon: 'fish' },
  { category: 'LOTT', label: 'lott', icon: 'lott' },
  { category: 'ELOTT', label: 'elott', icon: 'elott' },
  { category: 'PROMO', label: 'promo', icon: 'promo' },
] as const satisfies readonly { category: string; label: string; icon: ShellIconName }[];

export type MenuLabel = (typeof menuEntries)[number]['label'];
