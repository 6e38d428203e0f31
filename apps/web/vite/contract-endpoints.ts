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
 * Both take every endpoint the contract exports (see pickEndpoints), not only its index.
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
      if (!stripSchemas)
        return [
          `import * as contract from '@app/contract';`,
          `import { pickEndpoints } from '@/shared/api/pick-endpoints';`,
          `export const endpoints = pickEndpoints(contract);`,
        ].join('\n');
      const { module } = await runnerImport<Record<string, unknown>>('@app/contract');
      const meta = Object.fromEntries(
        Object.entries(pickEndpoints(module)).map(([name, e]) => [
          name,
          {
            method: e.method,
            path: e.path,
            auth: e.auth,
            encrypted: e.encrypted ?? false,
            moduleId: e.moduleId,
          },
        ]),
      );
      return `export const endpoints = ${JSON.stringify(meta)};`;
    },
  };
}
