// `npm run build -w @app/server`: the production server, compiled to dist/ (run with
// `node dist/server.js`, as `npm start` does) so that production never compiles TypeScript at start.
// One bundle of our own code (the workspace package @app/contract included, since it ships
// TypeScript); every npm package stays external and is loaded from node_modules as it is, so that
// native and wasm packages (argon2, PGlite) find their files exactly as under tsx.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');

/** Bare imports (npm packages) stay imports; `@app/*` workspace packages are bundled. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outdir: dist,
  bundle: true,
  // Keeps the database drivers' dynamic imports lazy: PGlite is not loaded on PostgreSQL, nor pg
  // on PGlite.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});

// Files the code reads beside itself (`import.meta.dirname`), which is dist/ once bundled:
// platform/db/migrate.ts reads ./migrations, vendors/demo/routes.ts reads ./assets.
await cp(path.join(root, 'src/platform/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
await cp(path.join(root, 'src/vendors/demo/assets'), path.join(dist, 'assets'), {
  recursive: true,
});
console.log(`server built: ${path.relative(process.cwd(), dist)}/server.js`);
