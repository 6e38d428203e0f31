import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:contract-endpoints';
const RESOLVED = `\0${ID}`;

interface EndpointLike {
  method: string;
  path: string;
  auth: boolean;
  encrypted?: boolean;
  moduleId?: string;
}

/**
 * The contract's endpoint objects carry zod schemas, and zod alone is ~22 KB gzipped that no
 * production code path needs (the client validates responses in development only). In a
 * production build this virtual module holds only what a request needs (method, path, auth,
 * encryption, module id), read from the contract itself at build time, so the contract stays the
 * one description of each endpoint. Dev server and tests get the real objects, schemas included.
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
      if (!stripSchemas) return `export { endpoints } from '@app/contract';`;
      const { module } = await runnerImport<{ endpoints: Record<string, EndpointLike> }>(
        '@app/contract',
      );
      const meta = Object.fromEntries(
        Object.entries(module.endpoints).map(([name, e]) => [
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
