import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed/index.ts';
import { hashPassword, verifyPassword } from '../../src/accounts/passwords.ts';
import { DEMO_ACCOUNTS } from '../../src/demo/seed/members.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const tables = [
  'merchants',
  'members',
  'accounts',
  'journal_entries',
  'journal_lines',
  'game_vendors',
  'games',
  'promotion_categories',
  'announcements',
  'banners',
  'help_entries',
];

const counts = async () => {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.app.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
    out[table] = row!.n;
  }
  return out;
};

describe('demo seed', () => {
  it('changes nothing when every insert runs again', async () => {
    const before = await counts();
    const balances = await t.app.db.query(
      'SELECT account_id, SUM(amount_minor)::text AS b FROM journal_lines GROUP BY 1 ORDER BY 1',
    );
    expect((await seedDemo(t.app.db, 'demo', { force: true })).skipped).toBe(false);
    expect((await seedDemo(t.app.db, 'demo', { force: true })).skipped).toBe(false);
    expect(await counts()).toEqual(before);
    expect(
      await t.app.db.query(
        'SELECT account_id, SUM(amount_minor)::text AS b FROM journal_lines GROUP BY 1 ORDER BY 1',
      ),
    ).toEqual(balances);
  });

  it('skips the work on a start-up when its data is unchanged', async () => {
    const before = await counts();
    expect((await seedDemo(t.app.db, 'demo')).skipped).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('seeds a second merchant alongside the first', async () => {
    expect((await seedDemo(t.app.db, 'other')).skipped).toBe(false);
    expect(await t.app.repos.members.findByUsername('other', 'player01')).not.toBeNull();
    const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'other' } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).value.info.merchantCode).toBe('other');
  });

  it('keeps switches flipped since the first run', async () => {
    await t.app.inject({ method: 'PUT', url: '/dev/merchant', payload: { maintenance: true } });
    await seedDemo(t.app.db, 'demo', { force: true });
    expect((await t.app.repos.merchants.findByCode('demo'))!.maintenance).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/dev/merchant', payload: { maintenance: false } });
  });

  it('has 3,000+ games over 20+ vendors in every category', async () => {
    const [n] = await t.app.db.query<{ games: number; vendors: number }>(
      'SELECT (SELECT count(*) FROM games) AS games, (SELECT count(*) FROM game_vendors) AS vendors',
    );
    expect(n!.games).toBeGreaterThanOrEqual(3000);
    expect(n!.vendors).toBeGreaterThanOrEqual(20);

    const categories = [
      'RNG',
      'FISH',
      'PVP',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
      'JL',
      'RTG',
      'INHOUSE',
    ];
    for (const c of categories) {
      const [row] = await t.app.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM games g JOIN game_vendors v ON v.code = g.vassalage
          WHERE g.game_type = $1 OR $1 = ANY(v.categories)`,
        [c],
      );
      expect(row!.n, c).toBeGreaterThan(0);
    }
    for (const classify of ['BG', 'JP', 'FeatureBuy']) {
      const [row] = await t.app.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM games WHERE game_classify = $1',
        [classify],
      );
      expect(row!.n, classify).toBeGreaterThan(0);
    }
    const [flags] = await t.app.db.query<{ hot: number; fresh: number }>(
      'SELECT count(*) FILTER (WHERE is_hot) AS hot, count(*) FILTER (WHERE is_new) AS fresh FROM games',
    );
    expect(flags!.hot).toBeGreaterThan(0);
    expect(flags!.fresh).toBeGreaterThan(0);
  });

  it('has the named lottery and lobby vendors', async () => {
    const rows = await t.app.db.query<{ code: string; categories: string[] }>(
      'SELECT code, categories FROM game_vendors',
    );
    const byCode = new Map(rows.map((r) => [r.code, r.categories]));
    expect(byCode.get('TCG_LOTTO_VN')).toContain('LOTT');
    expect(byCode.get('TCG_SEA')).toContain('LOTT');
    expect(byCode.get('JILI')).toContain('JL');
    expect(byCode.get('RTG')).toContain('RTG');
  });

  it('gives game names unique within each vendor', async () => {
    const dupes = await t.app.db.query(
      'SELECT vassalage, name FROM games GROUP BY 1, 2 HAVING count(*) > 1',
    );
    expect(dupes).toEqual([]);
  });

  it('creates player01, and agent01 with a downline of five', async () => {
    const player = await t.app.repos.members.findByUsername('demo', 'player01');
    expect(player).toMatchObject({ nickname: 'Lucky Player', type: 0, parentId: null });
    const agent = await t.app.repos.members.findByUsername('demo', 'AGENT01');
    expect(agent).toMatchObject({ username: 'agent01', type: 1 });
    const team = await t.app.repos.members.downline(agent!.id);
    expect(team).toHaveLength(5);
    expect(team.every((m) => m.type === 0)).toBe(true);
  });

  it('hashes the listed passwords with argon2id, and keeps a changed one changed', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const creds = await t.app.repos.members.credentialsByUsername('demo', a.username);
      expect(creds!.passwordHash, a.username).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(creds!.passwordHash!, a.password), a.username).toBe(true);
    }
    expect(DEMO_ACCOUNTS.find((a) => a.username === 'player01')?.password).toBe('Player123');
    expect(DEMO_ACCOUNTS.find((a) => a.username === 'agent01')?.password).toBe('Agent123');
    const player = await t.app.repos.members.findByUsername('demo', 'player01');
    await t.app.repos.members.setPassword(player!.id, await hashPassword('Changed123'));
    await seedDemo(t.app.db, 'demo', { force: true });
    const after = await t.app.repos.members.credentialsByUsername('demo', 'player01');
    expect(await verifyPassword(after!.passwordHash!, 'Changed123')).toBe(true);
  });

  it('gives player01 the number +880 1711000001 and an e-mail, agent01 the code AGENT01', async () => {
    const player = await t.app.repos.members.findByUsername('demo', 'player01');
    expect(player).toMatchObject({
      mobile: '8801711000001',
      dialingCode: '880',
      email: 'player01@example.com',
    });
    const agent = await t.app.repos.members.findByUsername('demo', 'agent01');
    expect(agent?.affiliateCode).toBe('AGENT01');
  });
});
