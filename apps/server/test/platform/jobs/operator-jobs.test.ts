import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope, operatorListJobRuns, OPERATOR_KEY_HEADER } from '@app/contract';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { failure } from '../../helpers/envelope.ts';
import { cashierEnv, OPERATOR_KEY } from '../../cashier/cashier-support.ts';
import { settledRun } from './jobs-support.ts';

// GET /operator/jobs (contract operator-jobs.ts): what the scheduled jobs did, behind the key.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const list = (query: string, key: string | null = OPERATOR_KEY) =>
  t.app.inject({
    method: 'GET',
    url: `/operator/jobs${query}`,
    headers: key ? { [OPERATOR_KEY_HEADER]: key } : {},
  });

describe('the operator view of job runs', () => {
  it('lists the runs of the order expiry job, newest first, filtered by job and state', async () => {
    await t.app.jobs.enqueue(new Date('2026-11-24T23:30:00Z'), 'cashier.expire-orders');
    await settledRun(t.app, 'cashier.expire-orders', '2026-11-25T05:30');
    const res = await list('?job=cashier.expire-orders&state=done&limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const { value } = okEnvelope(operatorListJobRuns.value).parse(JSON.parse(res.body));
    expect(value.list.length).toBeGreaterThanOrEqual(1);
    expect(value.list.every((r) => r.job === 'cashier.expire-orders' && r.state === 'done')).toBe(
      true,
    );
    expect(value.list.find((r) => r.period === '2026-11-25T05:30')).toMatchObject({
      merchantCode: 'demo',
      attempts: 1,
      result: 0,
      error: null,
    });
    const failed = okEnvelope(operatorListJobRuns.value).parse(
      JSON.parse((await list('?state=failed')).body),
    );
    expect(failed.value.list).toEqual([]);
  }, 60_000);

  it.each([
    ['?state=stuck'],
    ['?limit=0'],
    ['?limit=501'],
    ['?limit=ten'],
    ['?job=no%20spaces'],
    ['?unknown=1'],
  ])('answers 400 with the error envelope for %s', async (query) => {
    failure(await list(query), 400, 'request_param_err');
  });

  it('refuses a call without the operator key', async () => {
    expect((await list('', null)).statusCode).toBe(401);
  });
});
