import type { DepositChannelCode } from '@app/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { AccountKind, EntryKind } from '../../money/kinds.ts';
import type { Money } from '../../money/money.ts';

interface DemoChannel {
  code: DepositChannelCode;
  minMinor: number;
  maxMinor: number;
  feeBps: number;
  quickAmountsMinor: number[];
  payTo: {
    accountName: string;
    accountNumber: string;
    bankName: string | null;
    branch: string | null;
  };
}

interface DemoPromotion {
  title: { BN: string; EN: string };
  description: { BN: string; EN: string };
  /** The description seeded before the promotions had rules (issue 19), found and replaced. */
  previousDescriptionEN: string;
  percent: number;
  capMinor: number;
  minDepositMinor: number;
  rules: {
    turnover_multiple: number;
    turnover_base: 'bonus' | 'bonus_deposit';
    forfeit_allowed: boolean;
    first_deposit_only: boolean;
    per_day_limit: number | null;
    max_per_member: number | null;
  };
}

const taka = (n: number) => n * 100;
const wallet = (accountNumber: string) => ({
  accountName: 'Demo Gaming Ltd',
  accountNumber,
  bankName: null,
  branch: null,
});

/** The demo merchant's deposit channels (issue 9): what the deposit screen offers. */
const channels: DemoChannel[] = [
  {
    code: 'BANK',
    minMinor: taka(500),
    maxMinor: taka(100_000),
    feeBps: 0,
    quickAmountsMinor: [1_000, 5_000, 10_000, 50_000].map(taka),
    payTo: {
      accountName: 'Demo Gaming Ltd',
      accountNumber: '1071100012345',
      bankName: 'Demo Commercial Bank',
      branch: 'Gulshan, Dhaka',
    },
  },
  {
    code: 'BKASH',
    minMinor: taka(100),
    maxMinor: taka(25_000),
    feeBps: 150,
    quickAmountsMinor: [200, 500, 1_000, 5_000].map(taka),
    payTo: wallet('01700000001'),
  },
  {
    code: 'NAGAD',
    minMinor: taka(100),
    maxMinor: taka(25_000),
    feeBps: 100,
    quickAmountsMinor: [200, 500, 1_000, 5_000].map(taka),
    payTo: wallet('01800000002'),
  },
  {
    code: 'ROCKET',
    minMinor: taka(100),
    maxMinor: taka(20_000),
    feeBps: 180,
    quickAmountsMinor: [200, 500, 1_000, 5_000].map(taka),
    payTo: wallet('01900000003'),
  },
];

// The rule is what the texts say, and the server enforces all of it: a percentage of one deposit
// up to a cap, from a minimum deposit, the per-member limit; the deposit form states the turnover
// before a withdrawal and the forfeit from the rules beside it (issue 19).
const promotions: DemoPromotion[] = [
  {
    title: { EN: '100% deposit bonus up to ৳5,000', BN: '১০০% ডিপোজিট বোনাস, সর্বোচ্চ ৳৫,০০০' },
    description: {
      EN: 'Your first deposit of ৳1,000 or more doubled, up to ৳5,000.',
      BN: '৳১,০০০ বা তার বেশি আপনার প্রথম ডিপোজিট দ্বিগুণ, সর্বোচ্চ ৳৫,০০০।',
    },
    previousDescriptionEN:
      'Deposit ৳1,000 or more and get the same again as a bonus, up to ৳5,000.',
    percent: 100,
    capMinor: taka(5_000),
    minDepositMinor: taka(1_000),
    rules: {
      turnover_multiple: 5,
      turnover_base: 'bonus_deposit',
      forfeit_allowed: true,
      first_deposit_only: true,
      per_day_limit: null,
      max_per_member: null,
    },
  },
  {
    title: { EN: '10% reload bonus up to ৳1,000', BN: '১০% রিলোড বোনাস, সর্বোচ্চ ৳১,০০০' },
    description: {
      EN: 'Once a day, get 10% extra on a deposit of ৳500 or more, up to ৳1,000.',
      BN: 'দিনে একবার, ৳৫০০ বা তার বেশি জমায় ১০% অতিরিক্ত পান, সর্বোচ্চ ৳১,০০০।',
    },
    previousDescriptionEN: 'Get 10% extra on every deposit of ৳500 or more, up to ৳1,000.',
    percent: 10,
    capMinor: taka(1_000),
    minDepositMinor: taka(500),
    rules: {
      turnover_multiple: 3,
      turnover_base: 'bonus',
      forfeit_allowed: true,
      first_deposit_only: false,
      per_day_limit: 1,
      max_per_member: null,
    },
  },
  {
    title: { EN: '25% high-roller bonus up to ৳10,000', BN: '২৫% হাই-রোলার বোনাস, সর্বোচ্চ ৳১০,০০০' },
    description: {
      EN: 'Deposits of ৳10,000 or more earn 25% extra, up to ৳10,000, three times per member.',
      BN: '৳১০,০০০ বা তার বেশি জমায় ২৫% অতিরিক্ত, সর্বোচ্চ ৳১০,০০০, প্রতি সদস্য তিনবার।',
    },
    previousDescriptionEN: 'Deposits of ৳10,000 or more earn 25% extra, up to ৳10,000.',
    percent: 25,
    capMinor: taka(10_000),
    minDepositMinor: taka(10_000),
    rules: {
      turnover_multiple: 10,
      turnover_base: 'bonus',
      forfeit_allowed: false,
      first_deposit_only: false,
      per_day_limit: null,
      max_per_member: 3,
    },
  },
];

/** What the promotion budget starts with: bonuses stop when it runs out. */
export const DEMO_PROMOTION_BUDGET_MINOR = taka(1_000_000);

/** Part of the seed's fingerprint: a change here runs the seed again. */
export const demoCashierSource = { channels, promotions, budget: DEMO_PROMOTION_BUDGET_MINOR };

export const promotionBudgetKey = (merchantCode: string) => `seed:promotion-budget:${merchantCode}`;

/**
 * Deposit channels, deposit promotions and the promotion budget of the demo merchant. Idempotent:
 * channels by their key, promotions by their English title, the budget funded once by a fixed
 * journal key.
 * Rows already there (an operator may have changed them) are left as they are, except a demo
 * promotion still exactly as an earlier seed wrote it (its old description): it gets its rules.
 */
export async function seedCashier(
  q: Queryable,
  money: Money,
  merchantCode: string,
  currency: string,
): Promise<void> {
  for (const [sort, c] of channels.entries()) {
    await q.query(
      `INSERT INTO deposit_channels (merchant_code, code, sort, min_minor, max_minor, fee_bps,
         quick_amounts_minor, pay_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (merchant_code, code) DO NOTHING`,
      [
        merchantCode,
        c.code,
        sort,
        c.minMinor,
        c.maxMinor,
        c.feeBps,
        c.quickAmountsMinor,
        JSON.stringify(c.payTo),
      ],
    );
  }
  for (const [sort, p] of promotions.entries()) {
    const r = p.rules;
    const rules = [
      r.turnover_multiple,
      r.turnover_base,
      r.forfeit_allowed,
      r.first_deposit_only,
      r.per_day_limit,
      r.max_per_member,
    ];
    await q.query(
      `UPDATE deposit_promotions
          SET description = $3, turnover_multiple = $4, turnover_base = $5, forfeit_allowed = $6,
              first_deposit_only = $7, per_day_limit = $8, max_per_member = $9
        WHERE merchant_code = $1 AND title->>'EN' = $2 AND description->>'EN' = $10`,
      [merchantCode, p.title.EN, JSON.stringify(p.description), ...rules, p.previousDescriptionEN],
    );
    await q.query(
      `INSERT INTO deposit_promotions (merchant_code, title, description, percent, cap_minor,
         min_deposit_minor, sort, turnover_multiple, turnover_base, forfeit_allowed,
         first_deposit_only, per_day_limit, max_per_member)
       SELECT $1, $2, $3, $4, $5, $6, $7, $9, $10, $11, $12, $13, $14
        WHERE NOT EXISTS (SELECT 1 FROM deposit_promotions
                           WHERE merchant_code = $1 AND title->>'EN' = $8)`,
      [
        merchantCode,
        JSON.stringify(p.title),
        JSON.stringify(p.description),
        p.percent,
        p.capMinor,
        p.minDepositMinor,
        sort,
        p.title.EN,
        ...rules,
      ],
    );
  }
  // Funded once: a later seed with another amount (a change re-runs the seed) leaves the budget
  // as it is, where posting the same key with other lines would stop the start-up.
  const [funded] = await q.query('SELECT 1 FROM journal_entries WHERE idempotency_key = $1', [
    promotionBudgetKey(merchantCode),
  ]);
  if (funded) return;
  const books = { merchantCode, currency };
  const house = await money.houseAccount(books, AccountKind.houseCash, undefined, q);
  const budget = await money.houseAccount(books, AccountKind.promotionBudget, undefined, q);
  await money.post(
    {
      kind: EntryKind.funding,
      idempotencyKey: promotionBudgetKey(merchantCode),
      memo: 'Demo promotion budget',
      lines: [
        { accountId: house, amountMinor: -DEMO_PROMOTION_BUDGET_MINOR },
        { accountId: budget, amountMinor: DEMO_PROMOTION_BUDGET_MINOR },
      ],
    },
    q,
  );
}
