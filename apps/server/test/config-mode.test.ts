import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../src/config.ts';
import { DEMO_VENDOR_SECRET_SEED, demoModeLine } from '../src/demo/mode.ts';

// Issue 19: demo mode is one explicit switch (DEMO=1), and without it the server brings its own
// secrets or does not start; NODE_ENV has no say in either.

/** What production sets, and no more (README "Running it in production"). */
const production = {
  NODE_ENV: 'production',
  VENDOR_SECRET_SEED: 's'.repeat(32),
  SERVER_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
  OPERATOR_API_KEY: 'k'.repeat(32),
  DATA_DIR: '/var/lib/mgp',
};

/** The one-line message a refused environment gives. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('the environment was accepted');
}

describe('demo mode: DEMO=1 and nothing else', () => {
  it('is on for 1 and true only; unset, empty, 0 and false are off; anything else is refused', () => {
    for (const on of ['1', 'true']) expect(loadConfig({ DEMO: on }).demo).toBe(true);
    for (const off of ['', '0', 'false']) {
      expect(loadConfig({ ...production, DEMO: off }).demo).toBe(false);
    }
    expect(loadConfig(production).demo).toBe(false);
    for (const bad of ['yes', 'on', 'TRUE', '2']) expect(refusal({ DEMO: bad })).toMatch(/DEMO:/);
  });

  it('is not switched by NODE_ENV, in either direction', () => {
    for (const nodeEnv of ['development', 'test', 'staging', '']) {
      expect(loadConfig({ ...production, NODE_ENV: nodeEnv }).demo).toBe(false);
    }
    const demo = loadConfig({ DEMO: '1', NODE_ENV: 'production' });
    expect(demo).toMatchObject({ demo: true, autoApproveSeconds: 5, host: '127.0.0.1' });
  });

  it('listens on 127.0.0.1 unless HOST says otherwise; production listens everywhere', () => {
    expect(loadConfig({ DEMO: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: '1', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('derives vendor secrets from the public seed and approves after 5 s, unless told', () => {
    const demo = loadConfig({ DEMO: '1' });
    expect(demo.vendorSecretSeed).toBe(DEMO_VENDOR_SECRET_SEED);
    expect(demo.autoApproveSeconds).toBe(5);
    expect(demo.operatorApiKey).toBeUndefined();
    expect(loadConfig({ DEMO: '1', DEMO_AUTO_APPROVE_SECONDS: '0' }).autoApproveSeconds).toBe(0);
    expect(loadConfig({ DEMO: '1', VENDOR_SECRET_SEED: 'v'.repeat(32) }).vendorSecretSeed).toBe(
      'v'.repeat(32),
    );
  });

  it('relaxes the account limits under NODE_ENV=test in demo mode only', () => {
    expect(loadConfig({ DEMO: '1', NODE_ENV: 'test' }).authLimits.loginPerAccount).toBe(1_000);
    expect(loadConfig({ ...production, NODE_ENV: 'test' }).authLimits.loginPerAccount).toBe(10);
  });

  it('says in one line what it enables, and where it listens', () => {
    const line = demoModeLine(loadConfig({ DEMO: '1' }));
    expect(line).not.toContain('\n');
    for (const part of [
      'DEMO=1',
      'demo seed',
      'published accounts and passwords',
      '/dev routes',
      'public demo seed',
      'approved 5 s',
      'demo game vendor',
      'listening on 127.0.0.1',
    ]) {
      expect(line).toContain(part);
    }
    const told = demoModeLine(
      loadConfig({
        DEMO: '1',
        HOST: '0.0.0.0',
        DEMO_AUTO_APPROVE_SECONDS: '0',
        VENDOR_SECRET_SEED: 'v'.repeat(32),
      }),
    );
    expect(told).toContain('listening on 0.0.0.0');
    expect(told).toContain('no auto-approval');
    expect(told).toContain('from VENDOR_SECRET_SEED');
    expect(told).not.toContain('v'.repeat(32));
  });
});

describe('outside demo mode', () => {
  it('starts with the production variables alone, with none of the demo', () => {
    const c = loadConfig(production);
    expect(c).toMatchObject({
      demo: false,
      isProduction: true,
      autoApproveSeconds: 0,
      vendorSecretSeed: 's'.repeat(32),
      operatorApiKey: 'k'.repeat(32),
      dataDir: '/var/lib/mgp',
    });
    expect(c.serverKeys.encryptionKey).toEqual(Buffer.alloc(32, 3));
    const { DATA_DIR: _, ...onPostgres } = production;
    expect(loadConfig({ ...onPostgres, DATABASE_URL: 'postgres://u@db/app' }).demo).toBe(false);
  });

  it('refuses to start without its secrets, naming each missing one in one line', () => {
    for (const nodeEnv of ['', 'production', 'development']) {
      const message = refusal({ NODE_ENV: nodeEnv });
      expect(message).toMatch(/not demo mode/);
      for (const name of [
        'VENDOR_SECRET_SEED: missing',
        'OPERATOR_API_KEY: missing',
        'SERVER_KEY_ENCRYPTION_KEY: missing',
        'DATA_DIR or DATABASE_URL: missing',
      ]) {
        expect(message).toContain(name);
      }
    }
    for (const name of Object.keys(production).filter((n) => n !== 'NODE_ENV')) {
      const { [name as keyof typeof production]: _, ...without } = production;
      expect(refusal(without)).toMatch(new RegExp(`: ${name}[^;]*: missing`));
    }
  });

  it('refuses a seed or key shorter than 32 characters, naming it and not repeating it', () => {
    const short = 'x'.repeat(31);
    for (const name of ['VENDOR_SECRET_SEED', 'OPERATOR_API_KEY', 'VENDOR_SECRET_PG']) {
      const message = refusal({ ...production, [name]: short });
      expect(message).toContain(`${name}: shorter than 32 characters`);
      expect(message).not.toContain(short);
      expect(loadConfig({ ...production, [name]: 'x'.repeat(32) }).demo).toBe(false);
    }
    expect(refusal({ ...production, SERVER_KEY_ENCRYPTION_KEY: short })).toMatch(
      /SERVER_KEY_ENCRYPTION_KEY: 32 bytes/,
    );
    // Both problems in the one line.
    const both = refusal({ ...production, VENDOR_SECRET_SEED: short, OPERATOR_API_KEY: short });
    expect(both).toMatch(/VENDOR_SECRET_SEED: .*; OPERATOR_API_KEY: /);
  });

  it('refuses the public demo seed', () => {
    expect(refusal({ ...production, VENDOR_SECRET_SEED: DEMO_VENDOR_SECRET_SEED })).toMatch(
      /VENDOR_SECRET_SEED: the public demo seed/,
    );
  });

  it("refuses the demo's conveniences rather than ignoring them", () => {
    expect(refusal({ ...production, DEMO_AUTO_APPROVE_SECONDS: '5' })).toMatch(
      /DEMO_AUTO_APPROVE_SECONDS: demo mode only/,
    );
    expect(loadConfig({ ...production, DEMO_AUTO_APPROVE_SECONDS: '0' }).autoApproveSeconds).toBe(
      0,
    );
    expect(refusal({ ...production, SEED_GAMES: '100000' })).toMatch(/SEED_GAMES: demo mode only/);
    // The old switch is gone in both modes: nobody should believe it still does something.
    expect(refusal({ ...production, SEED_DEMO: '0' })).toMatch(/SEED_DEMO: no longer read/);
    expect(refusal({ DEMO: '1', SEED_DEMO: '1' })).toMatch(/SEED_DEMO: no longer read/);
  });

  it('still lets a command that only opens the database find it without any secret', () => {
    expect(loadDatabaseConfig({ DATA_DIR: 'data' }, '/srv')).toEqual({
      dataDir: '/srv/data',
      databaseUrl: undefined,
      databaseSchema: undefined,
    });
  });
});
