import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { runPrimary } from './platform/process/primary.ts';
import { serve } from './platform/process/serve.ts';

// Only starts and stops the server (app.ts builds it): one process, or with WEB_CONCURRENCY > 1
// on PostgreSQL a cluster primary and its workers (process/).

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

if (cluster.isWorker) {
  await serve(config);
} else if (config.webConcurrency > 1 && config.databaseUrl) {
  runPrimary(config);
} else {
  await serve(
    config,
    config.webConcurrency > 1
      ? `WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded PGlite database is opened ` +
          'by one process only (its data directory is locked); running one process. Set ' +
          'DATABASE_URL to a PostgreSQL server to run several workers.'
      : undefined,
  );
}
