import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import {
  areaRouteTitles,
  areaSections,
  coreSections,
  dictionaryAreas,
  type DictionaryArea,
} from '../src/shared/i18n/dictionary-parts.ts';

const CHUNKS = ['core', 'rest', ...dictionaryAreas].join('|');
const PART = new RegExp(`^(.*\\.json)\\?(${CHUNKS})$`);
/** The resolved id: a path beside the JSON file, so the build manifest names it by its source. */
const RESOLVED = new RegExp(`^(.*\\.json)\\.(${CHUNKS})\\.js$`);

/**
 * `import('./locales/bn.json?core')`, `?rest` and one per area (`?wallet`, `?agent`,
 * dictionary-parts.ts): the parts of one
 * language's dictionary as
 * separate modules, so each becomes its own chunk. (Named imports of the whole JSON module would
 * share one chunk, and the first screen would load every text.)
 */
export function dictionaryParts(): Plugin {
  return {
    name: 'dictionary-parts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const match = PART.exec(source);
      if (!match) return undefined;
      // The dev server's dependency scan looks for packages: texts are none of its business.
      if ((options as { scan?: boolean }).scan) return { id: source, external: true };
      const resolved = await this.resolve(match[1]!, importer, { skipSelf: true });
      return resolved && `${resolved.id}.${match[2]}.js`;
    },
    async load(id) {
      const match = RESOLVED.exec(id);
      if (!match) return undefined;
      const all = JSON.parse(await readFile(match[1]!, 'utf8')) as Record<string, unknown>;
      const areaOf = (key: string) =>
        dictionaryAreas.find((a) => (areaSections[a] as readonly string[]).includes(key));
      const partOf = (key: string) =>
        (coreSections as readonly string[]).includes(key) ? 'core' : (areaOf(key) ?? 'rest');
      const part = Object.fromEntries(
        Object.entries(all).filter(([key]) => partOf(key) === match[2]),
      );
      return `export default ${JSON.stringify(withRouteTitles(part, all, match[2]!))};`;
    },
  };
}

type Titles = Record<string, string>;

/**
 * The route titles of `areaRouteTitles` leave the first-screen part (core) for their area's part;
 * i18next merges the area's `routes.titles` into the rest when the area loads.
 */
function withRouteTitles(
  part: Record<string, unknown>,
  all: Record<string, unknown>,
  chunk: string,
) {
  const titles = (all.routes as { titles: Titles }).titles;
  if (chunk === 'core') {
    const moved = new Set(Object.values(areaRouteTitles).flat());
    const kept = Object.fromEntries(Object.entries(titles).filter(([name]) => !moved.has(name)));
    return { ...part, routes: { ...(part.routes as object), titles: kept } };
  }
  const names = areaRouteTitles[chunk as DictionaryArea];
  if (!names?.length) return part;
  return { ...part, routes: { titles: Object.fromEntries(names.map((n) => [n, titles[n]!])) } };
}
