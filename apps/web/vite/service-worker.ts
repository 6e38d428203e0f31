import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { build as viteBuild } from 'vite';
import {
  OFFLINE_PAGE,
  OFFLINE_SCRIPT,
  offlinePage,
  type OfflineTexts,
} from '../src/features/install/service-worker/offline-page.ts';

const SW_ENTRY = 'src/features/install/service-worker/sw.ts';
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

async function* files(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The page renderer and Vite's manifest are the server's, not the browser's.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full, base);
    } else yield path.relative(base, full);
  }
}

/**
 * What the service worker precaches: everything the browser may ask for under /m/ except pages
 * (index.html is the shell the server never sends as a page) and the precompressed twins. Files
 * under assets/ carry their content hash in the name; the others get a revision from their bytes.
 */
async function precacheManifest(dist: string) {
  const entries: { url: string; revision: string | null }[] = [];
  for await (const file of files(dist)) {
    if (/\.(br|gz)$/.test(file) || file === 'index.html' || file === 'sw.js') continue;
    const url = `/m/${file.split(path.sep).join('/')}`;
    const hashed = file.startsWith(`assets${path.sep}`);
    const revision = hashed
      ? null
      : createHash('sha256')
          .update(await readFile(path.join(dist, file)))
          .digest('hex')
          .slice(0, 16);
    entries.push({ url, revision });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * After the app's builds: the offline screen (from the dictionaries' `install.offline`), then the
 * service worker, bundled with Workbox's precaching and routing and given the precache list (what
 * workbox-build's injectManifest does, without its Babel and Rollup: Vite bundles here already).
 */
export async function buildServiceWorker(root: string, build: typeof viteBuild) {
  const dist = path.join(root, 'dist');
  const dictionary = async (name: string) =>
    JSON.parse(await readFile(path.join(root, `src/shared/i18n/locales/${name}.json`), 'utf8')) as {
      app: { name: string };
      install: { offline: OfflineTexts };
    };
  const [bn, en] = await Promise.all([dictionary('bn'), dictionary('en')]);
  const offline = offlinePage({ bn: bn.install.offline, en: en.install.offline }, en.app.name);
  await writeFile(path.join(dist, OFFLINE_PAGE.replace('/m/', '')), offline.html);
  await writeFile(path.join(dist, OFFLINE_SCRIPT.replace('/m/', '')), offline.script);

  const manifest = await precacheManifest(dist);
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    // Workbox logs and checks in development builds only.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      minify: true,
      lib: { entry: SW_ENTRY, formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
    },
  });
  const swFile = path.join(dist, 'sw.js');
  const code = await readFile(swFile, 'utf8');
  if (!code.includes(MANIFEST_PLACEHOLDER)) throw new Error('sw.js lost its precache placeholder');
  await writeFile(swFile, code.replace(MANIFEST_PLACEHOLDER, JSON.stringify(manifest)));
  return { entries: manifest.length };
}
