/** How the slot's symbols are drawn (glyphs every font has) and named for screen readers. */
export const SYMBOL_GLYPHS: Record<string, string> = {
  '7': '7',
  B: 'BAR',
  C: '♥',
  P: '♦',
  L: '♣',
  O: '♠',
  W: '★',
};

export const SYMBOL_NAMES = ['7', 'B', 'C', 'P', 'L', 'O', 'W'] as const;
