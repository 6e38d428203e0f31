import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig as load } from '../src/config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The settings below are the same in both modes; demo mode needs no secrets to read them. */
const loadConfig = (env: Record<string, string> = {}, cwd?: string) =>
  load({ DEMO: '1', ...env }, cwd);

describe('loadConfig', () => {
  it('has working defaults for a fresh checkout in demo mode (DEMO=1)', () => {
    const c = loadConfig({}, '/somewhere');
    expect(c).toMatchObject({
      demo: true,
      port: 8080,
      host: '127.0.0.1',
      merchantCode: 'demo',
      nodeEnv: 'development',
      isProduction: false,
      countryHeader: 'x-country-code',
      databaseUrl: undefined,
      rateLimitMax: 600,
      logRequests: true,
      webConcurrency: 1,
    });
    expect(loadConfig({ LOG_REQUESTS: '0' }).logRequests).toBe(false);
    expect(c.dataDir).toBe(path.join(repoRoot, '.data'));
    expect(c.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('resolves relative paths against the working directory', () => {
    const c = loadConfig({ DATA_DIR: './x', WEB_DIST: 'dist' }, '/work/dir');
    expect(c.dataDir).toBe('/work/dir/x');
    expect(c.webDist).toBe('/work/dir/dist');
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('reads WEB_CONCURRENCY as a count of workers, and refuses anything else', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it('reads the shutdown delay in seconds (default 5) and PUBLIC_URL as an origin', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(5_000);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '0.5' }).shutdownDelayMs).toBe(500);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '0' }).shutdownDelayMs).toBe(0);
    for (const bad of ['-1', 'soon', '301']) {
      expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: bad })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
    }
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://m.example.com/' }).publicUrl).toBe(
      'https://m.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe(
      'http://10.0.0.5:8080',
    );
    for (const bad of ['m.example.com', 'ftp://m.example.com', 'https://m.example.com/m/']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: '', HOST: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
  });

  it('reads switches and lists', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      COUNTRY_HEADER: 'CF-IPCountry',
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_URL: 'postgres://u@db:5432/app',
    });
    expect(c).toMatchObject({
      isProduction: true,
      countryHeader: 'cf-ipcountry',
      trustProxy: '10.0.0.0/8',
      databaseUrl: 'postgres://u@db:5432/app',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses bad values with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('has production-grade account limits by default and relaxed ones under NODE_ENV=test', () => {
    const dev = loadConfig({});
    expect(dev.authLimits).toEqual({
      loginPerAccount: 10,
      loginPerIp: 50,
      loginCaptchaIpFailures: 1,
      loginCaptchaAccountAttempts: 10,
      smsPerMobile: 5,
      smsPerIp: 20,
      smsIntervalSeconds: 60,
      registerPerIp: 10,
      recovery: 5,
      usernameChecks: 20,
      operatorKeyFailures: 10,
    });
    expect(dev.feedbackQuota).toEqual({ perDay: 5, imageBytesPerDay: 30 * 1024 * 1024 });
    expect(dev.session).toEqual({ idleSeconds: 7_200, maxSeconds: 86_400 });
    expect(dev.smsCodeMinutes).toBe(5);
    const test = loadConfig({ NODE_ENV: 'test' });
    expect(test.authLimits.loginPerAccount).toBeGreaterThanOrEqual(1_000);
    expect(test.authLimits.smsIntervalSeconds).toBe(0);
    // Explicit values win in every mode.
    const lowered = loadConfig({
      NODE_ENV: 'test',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      SMS_INTERVAL_SECONDS: '5',
      LOGIN_CAPTCHA_ACCOUNT_ATTEMPTS: '4',
      USERNAME_CHECK_LIMIT: '6',
      OPERATOR_KEY_FAILURES_PER_IP: '2',
      FEEDBACK_PER_DAY: '2',
      FEEDBACK_IMAGE_MB_PER_DAY: '7',
    });
    expect(lowered.authLimits).toMatchObject({
      loginPerAccount: 3,
      smsIntervalSeconds: 5,
      loginCaptchaAccountAttempts: 4,
      usernameChecks: 6,
      operatorKeyFailures: 2,
    });
    expect(lowered.feedbackQuota).toEqual({ perDay: 2, imageBytesPerDay: 7 * 1024 * 1024 });
    expect(() => loadConfig({ FEEDBACK_PER_DAY: '0' })).toThrow(/FEEDBACK_PER_DAY/);
    expect(() => loadConfig({ USERNAME_CHECK_LIMIT: 'many' })).toThrow(/USERNAME_CHECK_LIMIT/);
  });

  it('keeps the absolute session cap at least as long as the idle time', () => {
    const c = loadConfig({ SESSION_IDLE_SECONDS: '600', SESSION_MAX_SECONDS: '60' });
    expect(c.session).toEqual({ idleSeconds: 600, maxSeconds: 600 });
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://, and bad limits', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(() => loadConfig({ LOGIN_LIMIT_PER_IP: '0' })).toThrow(/LOGIN_LIMIT_PER_IP/);
  });

  it('reads the server key settings: rotation off, 10 minutes of grace, no key by default', () => {
    expect(loadConfig({}).serverKeys).toEqual({
      rotateMs: 0,
      graceMs: 600_000,
      encryptionKey: undefined,
    });
    const c = loadConfig({ SERVER_KEY_ROTATE_HOURS: '0.5', SERVER_KEY_GRACE_MINUTES: '0' });
    expect(c.serverKeys).toMatchObject({ rotateMs: 1_800_000, graceMs: 0 });
    expect(() => loadConfig({ SERVER_KEY_ROTATE_HOURS: '-1' })).toThrow(/SERVER_KEY_ROTATE_HOURS/);
    expect(() => loadConfig({ SERVER_KEY_GRACE_MINUTES: 'soon' })).toThrow(
      /SERVER_KEY_GRACE_MINUTES/,
    );
  });

  it('takes SERVER_KEY_ENCRYPTION_KEY as 32 bytes in hex or base64, and refuses anything else', () => {
    const bytes = Buffer.alloc(32, 7);
    for (const text of [
      bytes.toString('hex'),
      bytes.toString('base64'),
      bytes.toString('base64url'),
    ]) {
      expect(loadConfig({ SERVER_KEY_ENCRYPTION_KEY: text }).serverKeys.encryptionKey).toEqual(
        bytes,
      );
    }
    for (const bad of [
      'secret',
      Buffer.alloc(16).toString('hex'),
      Buffer.alloc(31).toString('base64'),
      Buffer.alloc(33).toString('base64'),
      'z'.repeat(64),
    ]) {
      expect(() => loadConfig({ SERVER_KEY_ENCRYPTION_KEY: bad })).toThrow(
        /SERVER_KEY_ENCRYPTION_KEY: 32 bytes/,
      );
    }
    // The message never repeats the value.
    try {
      loadConfig({ SERVER_KEY_ENCRYPTION_KEY: 'my-leaked-attempt' });
    } catch (err) {
      expect(String(err)).not.toContain('my-leaked-attempt');
    }
  });

  it('limits PostgreSQL connections and queries to about 5 s together, and refuses bad limits', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 2_000, queryMs: 2_500 });
    const c = loadConfig({ DB_CONNECT_TIMEOUT_MS: '500', DB_QUERY_TIMEOUT_MS: '30000' });
    expect(c.databaseTimeouts).toEqual({ connectMs: 500, queryMs: 30_000 });
    for (const bad of ['0', '-1', '2.5', 'soon', '99']) {
      expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: bad })).toThrow(/DB_QUERY_TIMEOUT_MS/);
      expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: bad })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    }
  });
});
