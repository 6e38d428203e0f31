import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPromotion,
  claimPromotion,
  getPromotionCategories,
  getPromotionDetail,
  operatorApprovePromotionApplication,
  operatorRejectPromotionApplication,
} from '@app/contract';
import { authHeaders, call } from '../helpers/accounts.ts';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  cashierEnv,
  houseMinor,
  journalCount,
  member,
  operator,
  trialToken,
} from '../cashier/cashier-support.ts';
import { applicationOf, listPromotions, publish } from './promotions-support.ts';
import { grantsOf } from './bonus-support.ts';

// Spec 2.11, 3 ("Announcement/promotion"), 4 (activity states), 5 (comment at most 140), 6 (trial).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const approve = (applicationId: number) =>
  operator(t.app, operatorApprovePromotionApplication, { applicationId });

describe('promotion categories and list (spec 2.11, 3)', () => {
  it('answers the categories in the Language header, BN by the merchant default', async () => {
    const en = okValue(
      getPromotionCategories,
      await t.app.inject({ url: getPromotionCategories.path, headers: { language: 'EN' } }),
    );
    expect(en.map((c) => c.title)).toEqual([
      'All',
      'Slots',
      'Live casino',
      'Sports',
      'New members',
    ]);
    const bn = okValue(
      getPromotionCategories,
      await t.app.inject({ url: getPromotionCategories.path }),
    );
    expect(bn[0]!.title).toBe('সব');
    expect(bn.map((c) => c.id)).toEqual(en.map((c) => c.id));
  });

  it('lists the started promotions in the asked language with both images and dates', async () => {
    const en = await listPromotions(t.app, null, { language: 'EN' });
    expect(en.map((p) => p.title).slice(0, 5)).toEqual([
      '[1] Welcome bonus 500',
      '[2] Weekly reload 200',
      '[3] Live casino tournament',
      '[4] Daily cashback 1.5%',
      '[5] Sports insurance',
    ]);
    const bn = await listPromotions(t.app, null, { language: 'BN' });
    expect(bn[0]!.title).toBe('[1] স্বাগতম বোনাস ৫০০');
    expect(bn[0]!.content).toContain('স্বাগতম বোনাস');
    for (const p of en) {
      expect(p.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
      expect(p.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.activityState === null || p.activityState === 'Closed').toBe(true);
    }
    // An ended promotion stays, closed, so a member sees how theirs ended.
    expect(en.find((p) => p.title.startsWith('[5]'))).toMatchObject({
      closed: true,
      activityState: 'Closed',
    });
  });

  it('falls back to the merchant default (BN) for a language without a version, then to any', async () => {
    const fr = await listPromotions(t.app, null, { language: 'FR' });
    expect(fr[0]!.title).toBe('[1] স্বাগতম বোনাস ৫০০');
    const id = await publish(t.app, {
      versions: { EN: { title: 'English only', content: '<p>x</p>' } },
    });
    const bn = await listPromotions(t.app, null, { language: 'BN' });
    expect(bn.find((p) => p.id === id)!.title).toBe('English only');
  });

  it('filters by category', async () => {
    const cats = okValue(
      getPromotionCategories,
      await t.app.inject({ url: getPromotionCategories.path, headers: { language: 'EN' } }),
    );
    const live = cats.find((c) => c.title === 'Live casino')!;
    const list = await listPromotions(t.app, null, { language: 'EN' }, `?categoryId=${live.id}`);
    expect(list.map((p) => p.title)).toEqual([
      '[2] Weekly reload 200',
      '[3] Live casino tournament',
    ]);
    for (const p of list) expect(p.promoAnnouncementCategoryIds).toContain(live.id);
  });

  it('refuses a bad category id and an unknown or bad detail id with 4xx envelopes', async () => {
    for (const q of ['?categoryId=abc', '?categoryId=-1', '?categoryId=1.5'])
      failure(
        await t.app.inject({ url: `/wps/relay/PROMOFE_getAvailablePromotions${q}` }),
        400,
        'request_param_err',
      );
    failure(await t.app.inject({ url: `${getPromotionDetail.path}?id=999999` }), 404, 'not.found');
    failure(
      await t.app.inject({ url: `${getPromotionDetail.path}?id=x` }),
      400,
      'request_param_err',
    );
    failure(await t.app.inject({ url: getPromotionDetail.path }), 400, 'request_param_err');
  });

  it('answers one promotion in detail with the caller language', async () => {
    const [first] = await listPromotions(t.app, null, { language: 'EN' });
    const d = okValue(
      getPromotionDetail,
      await t.app.inject({
        url: `${getPromotionDetail.path}?id=${first!.id}`,
        headers: { language: 'EN' },
      }),
    );
    expect(d).toEqual(first);
  });
});

describe('apply, decide and claim (spec 4 activity states)', () => {
  it('Applying, then Claim after approval, then Claimed with the bonus paid once', async () => {
    const id = await publish(t.app, { bonus: 25 });
    const p = await member(t.app);
    const budget = await houseMinor(t.app, 'promotion_budget');
    const applied = okValue(
      applyPromotion,
      await p.call(applyPromotion, { promotionId: id, comment: 'Please, my first week' }),
    );
    expect(applied.activityState).toBe('Applying');
    // Claim before the operator decided: refused, nothing moves.
    const entries = await journalCount(t.app);
    failure(await p.call(claimPromotion, { promotionId: id }), 409, 'promotion.state.conflict');
    expect(await journalCount(t.app)).toBe(entries);

    const appId = await applicationOf(t.app, id, p.username);
    const decided = okValue(operatorApprovePromotionApplication, await approve(appId));
    // The answer says what the claim will pay (issue 19), not 0.
    expect(decided).toMatchObject({
      status: 'claim',
      comment: 'Please, my first week',
      bonusMinor: 2_500,
    });
    expect((await listPromotions(t.app, p)).find((x) => x.id === id)!.activityState).toBe('Claim');
    expect(await p.balance()).toBe(0);

    const claimed = okValue(claimPromotion, await p.call(claimPromotion, { promotionId: id }));
    expect(claimed.activityState).toBe('Claimed');
    expect(await p.balance()).toBe(2_500);
    expect(await houseMinor(t.app, 'promotion_budget')).toBe(budget - 2_500);
    const [entry] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = $1',
      [`promotion:${appId}:bonus`],
    );
    expect(entry!.n).toBe(1);

    // Claim twice: refused, nothing more moves.
    failure(await p.call(claimPromotion, { promotionId: id }), 409, 'promotion.state.conflict');
    expect(await p.balance()).toBe(2_500);
  });

  it('the claim pays what the approval answered, with a grant of the turnover multiple x the bonus', async () => {
    const code = `t-${Date.now().toString(36)}`;
    const id = await publish(t.app, { code, bonus: 25, turnoverMultiple: 4, forfeitAllowed: true });
    const p = await member(t.app);
    okValue(applyPromotion, await p.call(applyPromotion, { promotionId: id }));
    const decided = okValue(
      operatorApprovePromotionApplication,
      await approve(await applicationOf(t.app, id, p.username)),
    );
    expect(decided.bonusMinor).toBe(2_500);
    // The operator republishes with another bonus before the member claims.
    await publish(t.app, { code, bonus: 99, turnoverMultiple: 4, forfeitAllowed: true });
    okValue(claimPromotion, await p.call(claimPromotion, { promotionId: id }));
    expect(await p.balance()).toBe(2_500);
    expect((await grantsOf(p)).grants).toMatchObject([
      {
        source: 'promotion',
        title: '[9] Test promotion',
        bonusMinor: 2_500,
        depositMinor: 0,
        turnoverMultiple: 4,
        turnoverBase: 'bonus',
        requiredMinor: 10_000,
        state: 'active',
        forfeitAllowed: true,
      },
    ]);
  });

  it('Issued: an issue promotion pays at approval', async () => {
    const id = await publish(t.app, { bonusMode: 'issue', bonus: '12.50' });
    const p = await member(t.app);
    okValue(applyPromotion, await p.call(applyPromotion, { promotionId: id }));
    okValue(
      operatorApprovePromotionApplication,
      await approve(await applicationOf(t.app, id, p.username)),
    );
    expect(await p.balance()).toBe(1_250);
    const after = (await listPromotions(t.app, p)).find((x) => x.id === id)!;
    expect(after.activityState).toBe('Issued');
    failure(await p.call(claimPromotion, { promotionId: id }), 409, 'promotion.state.conflict');
    expect(await p.balance()).toBe(1_250);
  });

  it('Rejected: the operator refuses, nothing is paid, a second decision is 409', async () => {
    const id = await publish(t.app);
    const p = await member(t.app);
    okValue(applyPromotion, await p.call(applyPromotion, { promotionId: id }));
    const appId = await applicationOf(t.app, id, p.username);
    const rejected = okValue(
      operatorRejectPromotionApplication,
      await operator(t.app, operatorRejectPromotionApplication, {
        applicationId: appId,
        reason: 'Not eligible',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Not eligible' });
    expect((await listPromotions(t.app, p)).find((x) => x.id === id)!.activityState).toBe(
      'Rejected',
    );
    failure(await approve(appId), 409, 'promotion.state.conflict');
    failure(await p.call(claimPromotion, { promotionId: id }), 409, 'promotion.state.conflict');
    expect(await p.balance()).toBe(0);
  });

  it('Joined: a join promotion takes one tap and nothing to decide', async () => {
    const id = await publish(t.app, { mode: 'join' });
    const p = await member(t.app);
    const joined = okValue(applyPromotion, await p.call(applyPromotion, { promotionId: id }));
    expect(joined.activityState).toBe('Joined');
    failure(await p.call(applyPromotion, { promotionId: id }), 409, 'promotion.state.conflict');
  });

  it('Closed: a closed promotion takes no application and no claim', async () => {
    const code = 't-closing';
    const id = await publish(t.app, { code });
    const p = await member(t.app);
    okValue(applyPromotion, await p.call(applyPromotion, { promotionId: id }));
    okValue(
      operatorApprovePromotionApplication,
      await approve(await applicationOf(t.app, id, p.username)),
    );
    await publish(t.app, { code, closed: true });
    const q = await member(t.app);
    const entries = await journalCount(t.app);
    failure(await q.call(applyPromotion, { promotionId: id }), 409, 'promotion.closed');
    failure(await p.call(claimPromotion, { promotionId: id }), 409, 'promotion.closed');
    expect((await listPromotions(t.app, p)).find((x) => x.id === id)!.activityState).toBe('Closed');
    expect(await journalCount(t.app)).toBe(entries);
    expect(await p.balance()).toBe(0);
  });

  it('refuses double apply, bad bodies, no session and a trial session; nothing is stored', async () => {
    const id = await publish(t.app);
    const p = await member(t.app);
    const count = async () =>
      Number(
        (
          await t.app.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM promotion_applications WHERE promotion_id = $1',
            [id],
          )
        )[0]!.n,
      );
    failure(
      await p.call(applyPromotion, { promotionId: id, comment: 'x'.repeat(141) }),
      400,
      'request_param_err',
    );
    failure(await p.call(applyPromotion, { promotionId: 'one' }), 400, 'request_param_err');
    failure(await p.call(applyPromotion, { promotionId: id, extra: 1 }), 400, 'request_param_err');
    failure(await p.call(applyPromotion, { promotionId: 999_999 }), 404, 'not.found');
    failure(await call(t.app, applyPromotion, { promotionId: id }), 401, 'login.not.session');
    const trial = await trialToken(t.app);
    failure(
      await call(t.app, applyPromotion, { promotionId: id }, { headers: authHeaders(trial) }),
      403,
      'trial.restricted',
    );
    failure(
      await call(t.app, claimPromotion, { promotionId: id }, { headers: authHeaders(trial) }),
      403,
      'trial.restricted',
    );
    expect(await count()).toBe(0);
    // Exactly 140 characters is fine; the second application is refused.
    okValue(
      applyPromotion,
      await p.call(applyPromotion, { promotionId: id, comment: 'y'.repeat(140) }),
    );
    failure(await p.call(applyPromotion, { promotionId: id }), 409, 'promotion.state.conflict');
    expect(await count()).toBe(1);
  });

  it('refuses an info promotion that takes no applications', async () => {
    const list = await listPromotions(t.app, null, { language: 'EN' });
    const info = list.find((x) => x.mode === 'info')!;
    const p = await member(t.app);
    failure(
      await p.call(applyPromotion, { promotionId: info.id }),
      409,
      'promotion.state.conflict',
    );
  });

  it.runIf(engine === 'postgres')('pays a concurrent double claim once', async () => {
    const id = await publish(t.app, { bonus: 40 });
    const p = await member(t.app);
    okValue(applyPromotion, await p.call(applyPromotion, { promotionId: id }));
    okValue(
      operatorApprovePromotionApplication,
      await approve(await applicationOf(t.app, id, p.username)),
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => p.call(claimPromotion, { promotionId: id })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      failure(r, 409, 'promotion.state.conflict');
    expect(await p.balance()).toBe(4_000);
  });
});
