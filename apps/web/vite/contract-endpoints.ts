import { runnerImport, type Plugin } from 'vite';
import { pickEndpoints } from '../src/shared/api/pick-endpoints.ts';

const ID = 'virtual:contract-endpoints';
const RESOLVED = `\0${ID}`;

/**
 * The contract's endpoint objects carry zod schemas, and zod alone is ~22 KB gzipped that no
 * production code path needs (the client validates responses in development only). In a
 * production build this virtual module holds only what a request needs (method, path, auth,
 * encryption, module id), read from the contract itself at build time, so the contract stays the
 * one description of each endpoint. Dev server and tests get the real objects, schemas included.
 * Both take every endpoint the contract exports (see pickEndpoints), not only its index, each as
 * its own named export.
 */
export function contractEndpoints(): Plugin {
  let stripSchemas = false;
  return {
    name: 'contract-endpoints',
    configResolved(config) {
      stripSchemas = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module } = await runnerImport<Record<string, unknown>>('@app/contract');
      const picked = pickEndpoints(module);
      // One named export per endpoint, so the bundle keeps only the endpoints the app calls (the
      // first screen does not grow with every endpoint the contract gains).
      if (!stripSchemas)
        return [
          `import * as contract from '@app/contract';`,
          `import { pickEndpoints } from '@/shared/api/pick-endpoints';`,
          `const all = pickEndpoints(contract);`,
          ...Object.keys(picked).map((name) => `export const ${name} = all.${name};`),
        ].join('\n');
      return Object.entries(picked)
        .map(([name, e]) => {
          const meta = {
            method: e.method,
            path: e.path,
            auth: e.auth,
            encrypted: e.encrypted ?? false,
            moduleId: e.moduleId,
          };
          return `export const ${name} = ${JSON.stringify(meta)};`;
        })
        .join('\n');
    },
  };
}
