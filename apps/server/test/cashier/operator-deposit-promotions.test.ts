import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeposit,
  getDepositOptions,
  operatorListDepositPromotions,
  operatorSaveDepositPromotion,
} from '@app/contract';
import { call } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { cashierEnv, key, member, operator } from './cashier-support.ts';
import { MERCHANT_TOPIC } from '../../src/merchant/settings-cache-plugin.ts';

// Issue 19 "promotions carry per-member limits (first deposit only, once per day, N times)": the
// operator sets a deposit promotion's bonus, turnover rule and limits through the operator API
// (the demo seed was the only way before), and the deposit form offers it as set.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
  await t.app.db.query(`UPDATE merchants SET image_cdns = $1 WHERE code = 'demo'`, [
    ['/assets-cdn', 'https://cdn.example.com/img'],
  ]);
  await t.app.invalidation.publish(MERCHANT_TOPIC, 'demo');
});
afterAll(() => t?.close());

const save = (body: Record<string, unknown>) => operator(t.app, operatorSaveDepositPromotion, body);
const listed = async () =>
  okValue(operatorListDepositPromotions, await operator(t.app, operatorListDepositPromotions)).list;

const weekend = {
  title: { EN: 'Weekend 20%', BN: 'সপ্তাহান্তে ২০%' },
  description: { EN: 'Up to 100 on a deposit of 200 or more' },
  percent: 20,
  cap: '100',
  minDeposit: '200',
  imageUrl: 'https://cdn.example.com/img/weekend.png',
  turnoverMultiple: 3,
  turnoverBase: 'bonus',
  forfeitAllowed: true,
  perDayLimit: 1,
  maxPerMember: 5,
};

describe('deposit promotions set by the operator', () => {
  it('creates one that the deposit form offers, in the member’s language, with its rules', async () => {
    const { id } = okValue(operatorSaveDepositPromotion, await save(weekend));
    const p = await member(t.app);
    const offered = (lang: string) =>
      p
        .call(getDepositOptions, undefined, { language: lang })
        .then((r) => okValue(getDepositOptions, r).promotions.find((x) => x.id === id));
    expect(await offered('BN')).toMatchObject({ title: 'সপ্তাহান্তে ২০%' });
    expect(await offered('EN')).toEqual({
      id,
      title: 'Weekend 20%',
      description: 'Up to 100 on a deposit of 200 or more',
      percent: 20,
      capMinor: 10_000,
      minDepositMinor: 20_000,
      imageUrl: 'https://cdn.example.com/img/weekend.png',
      turnoverMultiple: 3,
      turnoverBase: 'bonus',
      forfeitAllowed: true,
      firstDepositOnly: false,
      perDayLimit: 1,
      maxPerMember: 5,
      unavailable: null,
    });
    // A deposit with it is worked out as set: 20% of 1,000 is 200, capped at 100.
    const order = okValue(
      createDeposit,
      await p.call(createDeposit, {
        channel: 'BANK',
        amount: '1000',
        promotionId: id,
        idempotencyKey: key(),
      }),
    );
    expect(order.bonusMinor).toBe(10_000);
    expect((await listed()).find((x) => x.id === id)).toMatchObject({
      title: weekend.title,
      active: true,
      sortOrder: 0,
    });
  });

  it('replaces one by its id; one set inactive is no longer offered', async () => {
    const { id } = okValue(operatorSaveDepositPromotion, await save(weekend));
    okValue(
      operatorSaveDepositPromotion,
      await save({ ...weekend, id, percent: 5, firstDepositOnly: true, active: false }),
    );
    expect((await listed()).find((x) => x.id === id)).toMatchObject({
      percent: 5,
      firstDepositOnly: true,
      active: false,
    });
    const p = await member(t.app);
    const options = okValue(getDepositOptions, await p.call(getDepositOptions));
    expect(options.promotions.map((x) => x.id)).not.toContain(id);
  });

  it('never shows members an image from elsewhere, even one stored before the check', async () => {
    const { id } = okValue(
      operatorSaveDepositPromotion,
      await save({ ...weekend, imageUrl: '/assets-cdn/banners/ok.svg' }),
    );
    await t.app.db.query(
      `UPDATE deposit_promotions SET image_url = 'https://evil.example/x.png' WHERE id = $1`,
      [id],
    );
    const p = await member(t.app);
    const options = okValue(getDepositOptions, await p.call(getDepositOptions));
    expect(options.promotions.find((x) => x.id === id)?.imageUrl).toBeNull();
  });

  it('refuses bad input with the envelope and stores nothing', async () => {
    const count = async () =>
      (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_promotions'))[0]!
        .n;
    const before = await count();
    const bad: [Record<string, unknown>, number, string][] = [
      [{ ...weekend, percent: 0 }, 400, 'request_param_err'],
      [{ ...weekend, percent: 101 }, 400, 'request_param_err'],
      [{ ...weekend, cap: '0' }, 400, 'request_param_err'],
      [{ ...weekend, cap: '1.005' }, 400, 'request_param_err'],
      [{ ...weekend, title: {} }, 400, 'request_param_err'],
      [{ ...weekend, title: { english: 'x' } }, 400, 'request_param_err'],
      [{ ...weekend, perDayLimit: 6, maxPerMember: 5 }, 400, 'request_param_err'],
      [{ ...weekend, turnoverBase: 'deposit' }, 400, 'request_param_err'],
      [{ ...weekend, imageUrl: 'javascript:alert(1)' }, 400, 'request_param_err'],
      [{ ...weekend, imageUrl: 'https://evil.example/x.png' }, 400, 'request_param_err'],
      [{ ...weekend, imageUrl: '//evil.example/x.png' }, 400, 'request_param_err'],
      [{ ...weekend, budget: '1000000' }, 400, 'request_param_err'],
      [{ ...weekend, id: 999_999_999 }, 404, 'not.found'],
    ];
    for (const [body, status, code] of bad) failure(await save(body), status, code);
    // Without the operator key, or with a member's session instead.
    failure(await call(t.app, operatorSaveDepositPromotion, weekend), 401, 'operator.key.invalid');
    const p = await member(t.app);
    failure(await p.call(operatorSaveDepositPromotion, weekend), 401, 'operator.key.invalid');
    expect(await count()).toBe(before);
  });
});
