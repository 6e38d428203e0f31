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

  it('gives the demo promotions the rules their texts state (issue 19), also to rows an earlier seed wrote', async () => {
    const p = await member(t.app);
    const rules = async () =>
      okValue(getDepositOptions, await p.call(getDepositOptions, undefined, { language: 'EN' }))
        .promotions;
    expect(
      (await rules()).map((x) => [
        x.percent,
        x.turnoverMultiple,
        x.turnoverBase,
        x.forfeitAllowed,
        x.firstDepositOnly,
        x.perDayLimit,
        x.maxPerMember,
      ]),
    ).toEqual([
      [100, 5, 'bonus_deposit', true, true, null, null],
      [10, 3, 'bonus', true, false, 1, null],
      [25, 10, 'bonus', false, false, null, 3],
    ]);
    // A row as the seed of issue 9 left it (migration 013's defaults, the old text) gets the
    // rules; one whose text an operator changed keeps what it has.
    await t.app.db.query(
      `UPDATE deposit_promotions SET turnover_multiple = 1, turnover_base = 'bonus_deposit',
         forfeit_allowed = false, first_deposit_only = false, per_day_limit = NULL,
         description = jsonb_build_object('EN', CASE WHEN percent = 10
           THEN 'Get 10% extra on every deposit of ৳500 or more, up to ৳1,000.'
           ELSE 'Changed by the operator' END)
       WHERE percent IN (10, 100)`,
    );
    await seedDemo(t.app.db, 'demo', { force: true });
    const [hundred, reload] = await rules();
    expect(reload).toMatchObject({ turnoverMultiple: 3, perDayLimit: 1, forfeitAllowed: true });
    expect(reload!.description).toMatch(/^Once a day/);
    expect(hundred).toMatchObject({ turnoverMultiple: 1, firstDepositOnly: false });
    expect(hundred!.description).toBe('Changed by the operator');
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
