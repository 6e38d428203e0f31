import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractEndpoints } from './vite/contract-endpoints.ts';
import { dictionaryParts } from './vite/dictionary-parts.ts';
import { precompress } from './vite/precompress.ts';
import { zodWithoutJsonSchema } from './vite/zod-without-json-schema.ts';

// React Router's package exports name its development build under every condition; its production
// build (the same code with ENABLE_DEV_WARNINGS false, so the warnings' checks and texts drop out)
// is a file beside it. A production build (build.ts sets NODE_ENV, as React's own build is chosen
// by it) takes that one, the browser's and the server renderer's alike; the dev server and the
// tests keep the warnings.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const contractSrc = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));

export default defineConfig({
  base: '/m/',
  plugins: [react(), contractEndpoints(), dictionaryParts(), precompress(), zodWithoutJsonSchema()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(process.env.NODE_ENV === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/shared/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    // Read by the server to name each route's chunks and styles in the pages it renders.
    manifest: true,
    // WEB_SOURCEMAP=1: a profiling build, with source maps beside the chunks.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // Every browser the app supports (es2022) knows modulepreload.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      // The contract's modules only declare schemas and constants. Saying so lets the bundler drop
      // the schemas the app never uses at run time (and zod with them) from the home route's JS.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(contractSrc) },
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        start: fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)),
      },
      output: {
        // Lazy chunks and styles are named by their hash alone. The app's first chunk lists every
        // route's chunks by file name (Vite's preload lists), and the readable half of each name
        // cost every first screen 0.5 KB (brotli): home was within 0.1 KB of its 110 KB budget
        // when the lottery's routes came (issue 21). The manifest still maps sources to files.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Everything the entry loads statically in one chunk beside it, instead of a dozen small
        // shared chunks: fewer requests before the first render, and brotli compresses one file
        // better than many.
        codeSplitting: {
          groups: [
            // Used by the loader and the app alike (Vite's preload helper, the contract's page
            // constants): their own tiny chunk, or the loader would pull in the whole app chunk.
            {
              name: 'loader',
              test: /vite\/preload-helper|packages\/contract\/src\/boot\.ts$/,
              priority: 1,
            },
            {
              name: 'app',
              tags: ['$initial'],
              // The loader entry (main.tsx) and what it needs stay small and apart.
              test: (id: string) =>
                !/index\.html$|src\/app\/main\.tsx$|vite\/preload-helper|\.css$/.test(id),
            },
          ],
        },
      },
    },
  },
  ssr: {
    // The renderer is one self-contained file: it runs inside the API server, whatever NODE_ENV
    // that has, and needs neither the web app's node_modules nor a TypeScript loader.
    noExternal: true,
  },
  server: {
    // `npm run dev:web` proxies the API to a server started with `npm run dev:server`.
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/assets-cdn': 'http://localhost:8080',
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Room for the 5 s waits of setup.ts on a busy machine.
    testTimeout: 20_000,
  },
});
