import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_KEY_HEADER,
  operatorAdjustBalance,
  operatorApproveDeposit,
  operatorListDeposits,
  operatorRejectDeposit,
  operatorListServerKeys,
  operatorRotateServerKey,
  type Endpoint,
} from '@app/contract';
import { call } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { cashierEnv, OPERATOR_KEY, operator } from '../cashier/cashier-support.ts';

// Contract operator.ts: every call carries X-Operator-Key; missing or wrong: 401
// operator.key.invalid; no key configured: the whole prefix is 403 function.not.available.
const endpoints: [Endpoint, unknown][] = [
  [operatorListDeposits, undefined],
  [operatorApproveDeposit, { orderId: 'D0000000001' }],
  [operatorRejectDeposit, { orderId: 'D0000000001', reason: 'no money' }],
  [operatorListServerKeys, undefined],
  [operatorRotateServerKey, {}],
  [
    operatorAdjustBalance,
    {
      username: 'player01',
      direction: 'credit',
      amount: 1,
      note: 'xx',
      idempotencyKey: 'abcdefgh',
    },
  ],
];

describe('the operator key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: cashierEnv });
  });
  afterAll(() => t?.close());

  it.each(endpoints.map(([e, body]) => [e.path, e, body] as const))(
    '%s: 401 without the key, with a wrong one, or with a player session',
    async (_, e, body) => {
      failure(await operator(t.app, e, body, {}), 401, 'operator.key.invalid');
      failure(
        await operator(t.app, e, body, { [OPERATOR_KEY_HEADER]: `${OPERATOR_KEY}x` }),
        401,
        'operator.key.invalid',
      );
      failure(
        await operator(t.app, e, body, { [OPERATOR_KEY_HEADER]: '' }),
        401,
        'operator.key.invalid',
      );
      failure(
        await operator(t.app, e, body, { authorization: 'some-player-token' }),
        401,
        'operator.key.invalid',
      );
    },
  );

  it('lets the right key in', async () => {
    okValue(operatorListDeposits, await operator(t.app, operatorListDeposits));
  });
});

describe('wrong operator keys per address (issue 19)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...cashierEnv, OPERATOR_KEY_FAILURES_PER_IP: '3' } });
  });
  afterAll(() => t?.close());
  const list = (ip: string, key?: string) =>
    call(t.app, operatorListDeposits, undefined, {
      ip,
      headers: key === undefined ? {} : { [OPERATOR_KEY_HEADER]: key },
    });

  it('refuses an address that sent three wrong keys, even the right one, and no other', async () => {
    failure(await list('198.51.100.1'), 401, 'operator.key.invalid');
    failure(await list('198.51.100.1', 'guess-number-two-x'), 401, 'operator.key.invalid');
    failure(await list('198.51.100.1', ''), 401, 'operator.key.invalid');
    const refused = await list('198.51.100.1', OPERATOR_KEY);
    failure(refused, 429, 'TOO_MANY_REQUESTS');
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    okValue(operatorListDeposits, await list('198.51.100.2', OPERATOR_KEY));
    // The right key does not count: an operator's own calls never lock it out.
    for (let i = 0; i < 4; i++) {
      okValue(operatorListDeposits, await list('198.51.100.3', OPERATOR_KEY));
    }
  });
});

describe('the operator API without a configured key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_AUTO_APPROVE_SECONDS: '0' } });
  });
  afterAll(() => t?.close());

  it.each(endpoints.map(([e, body]) => [e.path, e, body] as const))(
    '%s: 403 function.not.available, whatever is sent',
    async (_, e, body) => {
      failure(await operator(t.app, e, body), 403, 'function.not.available');
      failure(await operator(t.app, e, body, {}), 403, 'function.not.available');
    },
  );
});
