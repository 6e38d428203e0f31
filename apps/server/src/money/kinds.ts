/**
 * What an account is. Member accounts (wallet, withdrawal hold) never go below zero (a database
 * constraint); house accounts may (the game house pays wins, the clearing accounts mirror money
 * outside the platform).
 */
export const AccountKind = {
  memberWallet: 'member_wallet',
  /** Money of a pending withdrawal: out of the wallet, not yet paid out. */
  memberWithdrawHold: 'member_withdraw_hold',
  houseCash: 'house_cash',
  /** The counter side of real-money play; split into shards (see HOUSE_SHARDS). */
  gameHouse: 'game_house',
  /** Play money of trial (free-play) members. */
  trialPool: 'trial_pool',
  depositClearing: 'deposit_clearing',
  withdrawClearing: 'withdraw_clearing',
  cashierFees: 'cashier_fees',
  promotionBudget: 'promotion_budget',
  /** What the platform pays top agents under their contracts (issue 20). */
  agentWages: 'agent_wages',
  /** What the platform pays in daily rebates (issue 20). */
  rebates: 'rebate_expense',
  adjustments: 'adjustments',
} as const;
export type AccountKind = (typeof AccountKind)[keyof typeof AccountKind];

export type HouseKind = Exclude<AccountKind, 'member_wallet' | 'member_withdraw_hold'>;

/**
 * House accounts every member's play touches are split, one row per shard, so that concurrent
 * members do not queue on one row lock; a member always uses shard `memberId % shards`, and a
 * report sums the shards. Others have one row.
 */
export const HOUSE_SHARDS: Partial<Record<HouseKind, number>> = {
  game_house: 16,
  // The daily rebate pays tens of thousands of members in a few minutes (issue 20): on one row,
  // each posting would walk every earlier version of it that no vacuum could prune yet.
  rebate_expense: 16,
  // Every free-play (trial) member's opening balance and rounds (issue 18: no hot house row).
  trial_pool: 16,
};

/** What a journal entry is: the statement and the rollups read this column, never the key. */
export const EntryKind = {
  /** House money put in place (the demo seed's opening balances and budgets). */
  funding: 'funding',
  trialOpening: 'trial_opening',
  deposit: 'deposit',
  depositBonus: 'deposit_bonus',
  promotionBonus: 'promotion_bonus',
  /** A bonus and its winnings given back by the member (bonus_grants): wallet -> budget. */
  bonusForfeit: 'bonus_forfeit',
  withdrawHold: 'withdraw_hold',
  withdrawRelease: 'withdraw_release',
  withdrawPayout: 'withdraw_payout',
  bet: 'bet',
  win: 'win',
  rollback: 'rollback',
  adjustment: 'adjustment',
  /** A contract bill paid: upline's wallet (or the platform's agent wages) -> agent's wallet. */
  agentWage: 'agent_wage',
  /** A day's rebate: the platform's rebate account -> the member's wallet. */
  rebate: 'rebate',
} as const;
export type EntryKind = (typeof EntryKind)[keyof typeof EntryKind];
