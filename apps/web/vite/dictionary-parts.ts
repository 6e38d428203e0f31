import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { coreSections } from '../src/shared/i18n/dictionary-parts.ts';

const PART = /^(.*\.json)\?(core|rest)$/;
/** The resolved id: a path beside the JSON file, so the build manifest names it by its source. */
const RESOLVED = /^(.*\.json)\.(core|rest)\.js$/;

/**
 * `import('./locales/bn.json?core')` and `?rest`: the two halves of one language's dictionary as
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
      const core = (key: string) => (coreSections as readonly string[]).includes(key);
      const part = Object.fromEntries(
        Object.entries(all).filter(([key]) => core(key) === (match[2] === 'core')),
      );
      return `export default ${JSON.stringify(part)};`;
    },
  };
}
