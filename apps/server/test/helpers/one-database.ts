import { buildTestApp, engine, sharedPglite, type TestApp } from './build-test-app.ts';

/**
 * Apps on one database started one after another, as a restart with other settings would be:
 * one PostgreSQL schema, or one in-memory PGlite kept open between them.
 */
export function oneDatabase() {
  const apps: TestApp[] = [];
  let pglite: Awaited<ReturnType<typeof sharedPglite>> | undefined;
  return {
    async start(env: Record<string, string>): Promise<TestApp> {
      const first = apps[0];
      let t: TestApp;
      if (engine === 'postgres') {
        const schema = first?.config.databaseSchema;
        t = await buildTestApp({ env: { ...env, ...(schema && { DATABASE_SCHEMA: schema }) } });
      } else {
        pglite ??= await sharedPglite();
        t = await buildTestApp({ env, db: pglite.db });
      }
      apps.push(t);
      return t;
    },
    async close() {
      // The first app owns the PostgreSQL schema: it goes last, and drops it.
      for (const t of apps.reverse()) await t.close();
      await pglite?.close();
    },
  };
}
