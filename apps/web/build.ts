// `npm run build`: the browser build (dist/) and the page renderer the server uses (dist/.ssr/).
// Always a production build: with NODE_ENV=development in the environment (the server's default),
// Vite would otherwise bundle React's development build, twice the size and several times slower.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');

const root = import.meta.dirname;
await build({ root, mode: 'production' });
await build({
  root,
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: false,
    copyPublicDir: false,
  },
});
// The offline screen and the service worker, which precaches what the two builds above wrote.
const { buildServiceWorker } = await import('./vite/service-worker.ts');
await buildServiceWorker(root, build);
