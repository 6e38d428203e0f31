import { matchPath } from 'react-router';
import { homeAliases, paths, type RouteName } from './paths';

const entries = Object.entries(paths) as [RouteName, (typeof paths)[RouteName]][];

/** The routes-table entry for a pathname; unknown paths are home (spec 2.2). */
export function findRoute(pathname: string): RouteName {
  for (const [name, def] of entries)
    if (matchPath({ path: def.path, end: true }, pathname)) return name;
  return 'home';
}

export const isHomeAlias = (pathname: string) =>
  (homeAliases as readonly string[]).includes(pathname);

export const traitsFor = (pathname: string) => paths[findRoute(pathname)].traits;
