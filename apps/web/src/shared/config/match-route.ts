import { matchPath } from 'react-router';
import { homeAliases, paths, type RouteName } from './paths';

const entries = Object.entries(paths) as [RouteName, (typeof paths)[RouteName]][];
/** Paths already matched: the app's routing and several hooks ask on every render. */
const found = new Map<string, RouteName>();

/** The routes-table entry for a pathname; unknown paths are home (spec 2.2). */
export function findRoute(pathname: string): RouteName {
  let name = found.get(pathname);
  if (name === undefined) {
    name = entries.find(([, def]) => matchPath({ path: def.path, end: true }, pathname))?.[0];
    name ??= 'home';
    // Bounded: a visitor can type any number of unknown paths.
    if (found.size >= 500) found.clear();
    found.set(pathname, name);
  }
  return name;
}

export const isHomeAlias = (pathname: string) =>
  (homeAliases as readonly string[]).includes(pathname);

export const traitsFor = (pathname: string) => paths[findRoute(pathname)].traits;
