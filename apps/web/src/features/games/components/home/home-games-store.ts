import { create } from 'zustand';

/** Spec 9 "Default category HOT". */
export const HOME_DEFAULT_CATEGORY = 'HOT';

interface HomeGamesState {
  /** The entrance's tab: HOT or a game category (spec 2.5). */
  category: string;
  /** The chosen vendor; '' is the strip's 'all' tab (spec 2.5). */
  vendor: string;
  /** Spec 4 "Switching tab resets ... vendor to none and sets the category." */
  selectCategory: (category: string) => void;
  selectVendor: (vendor: string) => void;
}

/**
 * What the home's game menu and game entrance share. A store rather than props from the home route:
 * the entrance arrives in a chunk of its own and hydrates after the rest of the page, and a prop
 * change would reach its boundary before it hydrated (React then drops the server's markup). Its
 * hooks read the initial state while hydrating (zustand's server snapshot), so they match the HTML.
 */
export const useHomeGamesStore = create<HomeGamesState>()((set) => ({
  category: HOME_DEFAULT_CATEGORY,
  vendor: '',
  selectCategory: (category) => set({ category, vendor: '' }),
  selectVendor: (vendor) => set({ vendor }),
}));
