import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// The package exports no package.json; find it next to the resolved entry (dist/index.cjs).
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const { version } = JSON.parse(
  readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
) as {
  version: string;
};

// An empty, freshly initialised cluster: loading it takes a fraction of a second where initdb takes
// several. Only the cluster is cached; migrations and the seed still run for every test app, so
// a change to them never meets a stale copy. Keyed by PGlite version.
const file = path.join(tmpdir(), `mgp-pglite-initdb-${version}.tar`);

let cached: Promise<Blob> | undefined;

async function loadOrCreate(): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pg = await PGlite.create('memory://');
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Parallel workers may race to create it: write aside, then rename into place atomically.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    return new Blob([bytes]);
  }
}

export const pgliteTemplate = (): Promise<Blob> => (cached ??= loadOrCreate());
