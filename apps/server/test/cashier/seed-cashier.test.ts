import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDepositOptions } from '@app/contract';
import { seedDemo } from '../../src/demo/seed/index.ts';
import { DEMO_PROMOTION_BUDGET_MINOR, promotionBudgetKey } from '../../src/demo/seed/cashier.ts';
import { buildTestApp, notDemoEnv, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { houseMinor, member } from './cashier-support.ts';

// Issue 9: the demo merchant's channels, promotions and promotion budget, seeded idempotently.
describe('the cashier seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_AUTO_APPROVE_SECONDS: '0' } });
  });
  afterAll(() => t?.close());

  const count = async (table: string) =>
    (await t.app.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n;

  it('funds the promotion budget from house cash once, however often the seed runs', async () => {
    expect(await houseMinor(t.app, 'promotion_budget')).toBe(DEMO_PROMOTION_BUDGET_MINOR);
    const before = {
      channels: await count('deposit_channels'),
      promotions: await count('deposit_promotions'),
    };
    await seedDemo(t.app.db, 'demo', { force: true });
    expect(await count('deposit_channels')).toBe(before.channels);
    expect(await count('deposit_promotions')).toBe(before.promotions);
    expect(before).toEqual({ channels: 4, promotions: 3 });
    expect(await houseMinor(t.app, 'promotion_budget')).toBe(DEMO_PROMOTION_BUDGET_MINOR);
    const entries = await t.app.db.query(
      'SELECT id FROM journal_entries WHERE idempotency_key = $1',
      [promotionBudgetKey('demo')],
    );
    expect(entries).toHaveLength(1);
  });

  it("keeps an operator's change to a channel when the seed runs again", async () => {
    await t.app.db.query(`UPDATE deposit_channels SET min_minor = 77700 WHERE code = 'NAGAD'`);
    await seedDemo(t.app.db, 'demo', { force: true });
    const p = await member(t.app);
    const { channels } = okValue(getDepositOptions, await p.call(getDepositOptions));
    expect(channels.find((c) => c.code === 'NAGAD')!.minMinor).toBe(77_700);
  });
});

describe('outside demo mode (no demo seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: notDemoEnv });
  });
  afterAll(() => t?.close());

  it('has no channels, promotions or budget', async () => {
    for (const table of ['deposit_channels', 'deposit_promotions']) {
      const [row] = await t.app.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
      expect(row!.n).toBe(0);
    }
    expect(await houseMinor(t.app, 'promotion_budget')).toBe(0);
  });
});
