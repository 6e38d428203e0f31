import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('has working defaults for a fresh checkout', () => {
    const c = loadConfig({}, '/somewhere');
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      seedDemo: true,
      merchantCode: 'demo',
      nodeEnv: 'development',
      isProduction: false,
      countryHeader: 'x-country-code',
      databaseUrl: undefined,
      rateLimitMax: 600,
    });
    expect(c.dataDir).toBe(path.join(repoRoot, '.data'));
    expect(c.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('resolves relative paths against the working directory', () => {
    const c = loadConfig({ DATA_DIR: './x', WEB_DIST: 'dist' }, '/work/dir');
    expect(c.dataDir).toBe('/work/dir/x');
    expect(c.webDist).toBe('/work/dir/dist');
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: '', SEED_DEMO: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(8080);
    expect(c.seedDemo).toBe(true);
  });

  it('reads switches and lists', () => {
    const c = loadConfig({
      SEED_DEMO: '0',
      NODE_ENV: 'production',
      COUNTRY_HEADER: 'CF-IPCountry',
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_URL: 'postgres://u@db:5432/app',
    });
    expect(c).toMatchObject({
      seedDemo: false,
      isProduction: true,
      countryHeader: 'cf-ipcountry',
      trustProxy: '10.0.0.0/8',
      databaseUrl: 'postgres://u@db:5432/app',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses bad values with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
