import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, engine, type TestApp } from './build-test-app.ts';

/**
 * Two apps standing for two server processes, built before the suite and closed after it. On
 * PostgreSQL they share one schema (one database, as processes behind a load balancer do); on
 * PGlite each has its own, so only what `env` names (Redis) connects them.
 */
export function useTwoApps(env: Record<string, string> = {}): { a: TestApp; b: TestApp } {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await buildTestApp({ env });
    apps.b = await buildTestApp({
      env: {
        ...env,
        ...(engine === 'postgres' && { DATABASE_SCHEMA: apps.a.config.databaseSchema! }),
      },
    });
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return apps;
}
