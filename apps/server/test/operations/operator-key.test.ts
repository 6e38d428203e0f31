import { afterAll, beforeAll, describe, it } from 'vitest';
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
