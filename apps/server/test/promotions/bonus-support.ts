import type { FastifyInstance } from 'fastify';
import {
  forfeitBonusGrant,
  getBonusGrants,
  operatorApproveDeposit,
  type DepositOrder,
} from '@app/contract';
import { okValue } from '../helpers/envelope.ts';
import { openRound } from '../helpers/vendor.ts';
import { approve, key, submittedOrder, type TestMember } from '../cashier/cashier-support.ts';

/** A deposit promotion's rules as migration 013 stores them. */
export interface Rules {
  percent: number;
  capMinor: number;
  turnoverMultiple: number;
  turnoverBase: 'bonus' | 'bonus_deposit';
  forfeitAllowed: boolean;
  firstDepositOnly: boolean;
  perDayLimit: number | null;
  maxPerMember: number | null;
}

/**
 * A deposit promotion of the test's own (no operator endpoint writes them yet): 50% up to
 * ৳100,000, 2x the bonus and deposit, no forfeit, no limits, unless told otherwise.
 */
export async function depositPromotion(app: FastifyInstance, r: Partial<Rules> = {}) {
  const rules: Rules = {
    percent: 50,
    capMinor: 10_000_000,
    turnoverMultiple: 2,
    turnoverBase: 'bonus_deposit',
    forfeitAllowed: false,
    firstDepositOnly: false,
    perDayLimit: null,
    maxPerMember: null,
    ...r,
  };
  const [row] = await app.db.query<{ id: number }>(
    `INSERT INTO deposit_promotions (merchant_code, title, description, percent, cap_minor,
       turnover_multiple, turnover_base, forfeit_allowed, first_deposit_only, per_day_limit,
       max_per_member, sort)
     VALUES ('demo', $1, '{}', $2, $3, $4, $5, $6, $7, $8, $9, 100) RETURNING id`,
    [
      JSON.stringify({ EN: 'Test bonus', BN: 'পরীক্ষার বোনাস' }),
      rules.percent,
      rules.capMinor,
      rules.turnoverMultiple,
      rules.turnoverBase,
      rules.forfeitAllowed,
      rules.firstDepositOnly,
      rules.perDayLimit,
      rules.maxPerMember,
    ],
  );
  return row!.id;
}

type Caller = Pick<TestMember, 'call'>;

/** A deposit (BANK: no fee) with the promotion, submitted and approved by the operator. */
export async function bonusDeposit(
  app: FastifyInstance,
  m: Caller,
  promotionId: number,
  amount = '1000',
): Promise<DepositOrder> {
  const order = await submittedOrder(m, { channel: 'BANK', amount, promotionId });
  return okValue(operatorApproveDeposit, await approve(app, order.orderId));
}

/**
 * Rounds the vendor settles: a bet of `stakeMinor` and a win of `winMinor` each (the same by
 * default: valid turnover that leaves the balance as it was).
 */
export async function settledRounds(
  app: FastifyInstance,
  memberId: number,
  stakeMinor: number,
  rounds = 1,
  winMinor = stakeMinor,
) {
  for (let i = 0; i < rounds; i++)
    await (await openRound(app, memberId, stakeMinor)).settle(winMinor);
}

/** The member's grants as GET /wps/member/bonus-grants answers them. */
export const grantsOf = async (m: Caller, language = 'EN') =>
  okValue(getBonusGrants, await m.call(getBonusGrants, undefined, { language }));

export const forfeit = (m: Caller, grantId: number, idempotencyKey = key(), language = 'EN') =>
  m.call(forfeitBonusGrant, { grantId, idempotencyKey }, { language });
