import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { seedDemo } from '../../src/demo/seed/index.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { openPglite } from '../../src/platform/db/pglite.ts';

// The package exports no package.json; find it next to the resolved entry (dist/index.cjs).
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const { version } = JSON.parse(
  readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
) as {
  version: string;
};

/** Reads the dump at `file`, or makes it with `create` and writes it there for the next process. */
async function cachedDump(file: string, create: () => Promise<Blob>): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const bytes = Buffer.from(await (await create()).arrayBuffer());
    // Parallel workers may race to create it: write aside, then rename into place atomically.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    return new Blob([bytes]);
  }
}

// An empty, freshly initialised cluster: loading it takes a fraction of a second where initdb takes
// several. Keyed by PGlite version.
let initdb: Promise<Blob> | undefined;
export const pgliteTemplate = (): Promise<Blob> =>
  (initdb ??= cachedDump(path.join(tmpdir(), `mgp-pglite-initdb-${version}.tar`), async () => {
    const pg = await PGlite.create('memory://');
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    return dump;
  }));

/**
 * Every file of the server's source, hashed: a prepared database is made again whenever any of it
 * changes (a migration, the seed, or code either calls), so a test never meets a stale copy.
 */
function sourceHash(): string {
  const hash = createHash('sha256').update(version);
  const srcDir = path.resolve(import.meta.dirname, '../../src');
  const files = readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** What a test app's database holds before the app starts. */
export type Prepared = 'migrated' | 'demo';

const prepared = new Map<Prepared, Promise<Blob>>();

/**
 * A cluster with every migration applied, and for 'demo' the default demo seed (merchant `demo`,
 * the seed's own catalogue) as a first start of a demo server writes it. The app's own start then
 * finds both done (as on every restart) and skips them: a test app starts in well under a second
 * instead of migrating and seeding (argon2 hashes included) each time. Made once per source
 * version and hour (the seed dates messages and campaigns from the clock), shared by all workers.
 */
export function preparedTemplate(kind: Prepared): Promise<Blob> {
  let made = prepared.get(kind);
  if (!made) {
    const hour = new Date().toISOString().slice(0, 13);
    const file = path.join(tmpdir(), `mgp-pglite-${kind}-${sourceHash()}-${hour}.tar`);
    made = cachedDump(file, async () => {
      const db = await openPglite('memory://', { template: await pgliteTemplate() });
      try {
        await migrate(db);
        if (kind === 'demo') await seedDemo(db, 'demo');
        return await db.dumpDataDir();
      } finally {
        await db.close();
      }
    });
    prepared.set(kind, made);
  }
  return made;
}
