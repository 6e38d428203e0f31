import { runnerImport, type Plugin } from 'vite';
import { pickEndpoints } from '../src/shared/api/pick-endpoints.ts';

const ID = 'virtual:contract-endpoints';
const RESOLVED = `\0${ID}`;
/** One module per endpoint in a build: `virtual:contract-endpoint/<name>`. */
const ONE = 'virtual:contract-endpoint/';
const RESOLVED_ONE = `\0${ONE}`;

/**
 * The contract's endpoint objects carry zod schemas, and zod alone is ~22 KB gzipped that no
 * production code path needs (the client validates responses in development only). In a
 * production build this virtual module holds only what a request needs (method, path, auth,
 * encryption, module id), read from the contract itself at build time, so the contract stays the
 * one description of each endpoint. Dev server and tests get the real objects, schemas included.
 * Both take every endpoint the contract exports (see pickEndpoints), not only its index, each as
 * its own named export (in a build: from a module of its own).
 */
export function contractEndpoints(): Plugin {
  let stripSchemas = false;
  return {
    name: 'contract-endpoints',
    configResolved(config) {
      stripSchemas = config.command === 'build';
    },
    resolveId: (id) =>
      id === ID
        ? { id: RESOLVED, moduleSideEffects: false }
        : id.startsWith(ONE)
          ? // Without side effects, an endpoint module joins only the chunks that use it.
            { id: `\0${id}`, moduleSideEffects: false }
          : undefined,
    async load(id) {
      if (id !== RESOLVED && !id.startsWith(RESOLVED_ONE)) return undefined;
      const { module } = await runnerImport<Record<string, unknown>>('@app/contract');
      const picked = pickEndpoints(module);
      if (id.startsWith(RESOLVED_ONE)) {
        const e = picked[id.slice(RESOLVED_ONE.length)];
        if (!e) throw new Error(`no contract endpoint named ${id.slice(RESOLVED_ONE.length)}`);
        const meta = {
          method: e.method,
          path: e.path,
          auth: e.auth,
          encrypted: e.encrypted ?? false,
          moduleId: e.moduleId,
        };
        return `export default ${JSON.stringify(meta)};`;
      }
      // One named export per endpoint, so the bundle keeps only the endpoints the app calls (the
      // first screen does not grow with every endpoint the contract gains).
      if (!stripSchemas)
        return [
          `import * as contract from '@app/contract';`,
          `import { pickEndpoints } from '@/shared/api/pick-endpoints';`,
          `const all = pickEndpoints(contract);`,
          ...Object.keys(picked).map((name) => `export const ${name} = all.${name};`),
        ].join('\n');
      // Each endpoint in a module of its own, without side effects: the entry chunk reaches every
      // one through this module, and a single module (or one with side effects) would be placed
      // there whole, so each new screen's endpoints grew the first screen's JS (issue 9: the
      // cashier's 18 pushed home past its budget). Apart, each lands in the chunks that use it.
      return Object.keys(picked)
        .map((name) => `export { default as ${name} } from '${ONE}${name}';`)
        .join('\n');
    },
  };
}
