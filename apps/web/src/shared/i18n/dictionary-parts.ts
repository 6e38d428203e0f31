/**
 * The dictionary's top-level sections that the shell and the first screen use (layout, route
 * titles, home, status screens): a page's first render needs only these, about a fifth of the
 * whole. The rest (forms, errors, account) loads right after. The build splits each language's one
 * JSON file along this list (vite/dictionary-parts.ts); the key-parity test keeps it honest.
 */
export const coreSections = [
  'app',
  'content',
  'games',
  'languages',
  'layout',
  'routes',
  'system',
] as const;
