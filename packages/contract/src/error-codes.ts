import { z } from 'zod';

/**
 * Stable error keys. The front end translates them (`errors.<code>` in its dictionaries), so a code
 * is never renamed; the HTTP status tells generic clients what kind of failure it is.
 * Dotted names follow the platforms the front end can also be pointed at (API-NOTES.md).
 */
export const errorStatus = {
  request_param_err: 400,
  'request.body.invalid': 400,
  'request.body.too.large': 413,
  'request.media.unsupported': 415,
  'login.not.session': 401,
  'user.or.token.invalid': 401,
  'function.not.available': 403,
  'not.found': 404,
  conflict: 409,
  TOO_MANY_REQUESTS: 429,
  'system.maintenance': 503,
  /** The database (or another service the server needs) is unreachable or too slow; retry soon. */
  'service.unavailable': 503,
  // accounts (spec 8)
  'request.encryption.invalid': 400,
  'request.replayed': 400,
  'login.failed': 400,
  'captcha.required': 400,
  'captcha.invalid': 400,
  'username.exists': 409,
  'mobile.exists': 409,
  'affiliate.invalid': 400,
  'verification.code.invalid': 400,
  'verification.code.expired': 400,
  'modify.new.old.same': 400,
  'password.old.invalid': 400,
  'password.confirm.mismatch': 400,
  'member.email.mismatch': 400,
  'member.disabled': 403,
  /** An SMS code asked for a number outside the merchant's dialing codes (issue 19). */
  'sms.country.not.allowed': 400,
  'trial.restricted': 403,
  /** No live session of the caller has that number (ended, or never the caller's). */
  'session.not.found': 404,
  /** The security centre signs out other devices; this one signs out with logout. */
  'session.current': 409,
  // games and the seamless wallet (issue 8)
  'game.not.found': 404,
  'game.freeplay.unsupported': 403,
  'vendor.unknown': 404,
  'vendor.signature.invalid': 401,
  'vendor.signature.stale': 401,
  'vendor.transaction.conflict': 409,
  'vendor.transaction.rolledback': 409,
  'vendor.round.unknown': 404,
  'vendor.round.closed': 409,
  /** A bet's launch token is not this vendor's for this player (forged, altered, another's). */
  'vendor.token.invalid': 401,
  /** The platform session that launched the game has ended (logout, password change, expiry). */
  'vendor.session.ended': 401,
  'wallet.insufficient.funds': 409,
  // the cashier and records (issue 9)
  'idempotency.key.reused': 409,
  'amount.below.min': 400,
  'amount.above.max': 400,
  'deposit.promotion.invalid': 400,
  /** The payer reference is on another order too: an operator decides (never the auto-approver). */
  'deposit.reference.duplicate': 409,
  'order.not.found': 404,
  'order.state.conflict': 409,
  'payout.account.limit': 409,
  'payout.account.exists': 409,
  /** The number (of that type) is bound by another member of the merchant. */
  'payout.account.taken': 409,
  'payout.account.name.mismatch': 400,
  'payout.account.unknown': 404,
  'payout.account.busy': 409,
  'payment.password.required': 403,
  'payment.password.invalid': 400,
  'payment.password.locked': 403,
  'payment.password.confirm.mismatch': 400,
  'withdraw.daily.count': 409,
  'withdraw.daily.sum': 409,
  // bonus grants and promotion limits (issue 19)
  'withdraw.turnover.unmet': 409,
  'deposit.promotion.first.only': 409,
  'deposit.promotion.daily.limit': 409,
  'deposit.promotion.used.up': 409,
  'bonus.grant.not.found': 404,
  'bonus.forfeit.not.allowed': 409,
  'mobile.required': 400,
  'records.range.invalid': 400,
  'records.cursor.invalid': 400,
  'operator.key.invalid': 401,
  // the agent area (issue 20; spec 6: non-agents cannot log in to the agent area)
  'agent.only': 403,
  'agent.member.outside.team': 404,
  /** A contract offered to a player, or to a member with an upline by the platform. */
  'contract.not.agent': 409,
  /** The caller has no active contract of that kind to share from. */
  'contract.upline.none': 409,
  'contract.tier.above.upline': 409,
  /** Accepting it would leave a direct member's active contract paying more than the new one. */
  'contract.tier.below.downline': 409,
  /** An offer of that kind already waits for the agent's decision. */
  'contract.pending': 409,
  'contract.not.found': 404,
  /** The contract is no longer offered (accepted, rejected or replaced). */
  'contract.state': 409,
  // rebates (issue 20)
  /** Rates are set for the caller's direct downline only. */
  'rebate.member.not.direct': 409,
  'rebate.category.unknown': 400,
  /** A rate that is not a whole number of the category's steps. */
  'rebate.rate.step': 400,
  'rebate.rate.above.upline': 409,
  /** A rate is never lowered: the member's own downline was given rates under it. */
  'rebate.rate.lowered': 409,
  'rebate.rate.below.downline': 409,
  // messages (issue 10)
  'announcement.not.found': 404,
  'mail.not.found': 404,
  // promotions (issue 10)
  'promotion.state.conflict': 409,
  'promotion.closed': 409,
  'promotion.budget.empty': 409,
  // feedback and customer service (issue 10, support)
  'feedback.content.length': 400,
  'feedback.image.count': 400,
  'feedback.image.type': 415,
  'feedback.image.too.large': 413,
  'feedback.image.invalid': 400,
  /** The member's feedback (or image megabytes) of the merchant's day are used up (issue 19). */
  'feedback.daily.limit': 429,
  'support.message.invalid': 400,
  // the lottery (issue 21)
  'lottery.game.unknown': 404,
  'lottery.issue.unknown': 404,
  /** The issue stopped taking bets (its close time passed) or was drawn or voided. */
  'lottery.issue.closed': 409,
  'lottery.play.unknown': 400,
  /** Picks the play's rules do not allow (rows, digits, repeats, nothing bought). */
  'lottery.picks.invalid': 400,
  /** A unit the game does not offer, a multiplier or an order above the game's limits. */
  'lottery.limit.exceeded': 400,
  // the in-house games, dice and slot (issue 23)
  /** A stake below or above the game's limits, or not a whole number of the slot's lines. */
  'originals.stake.invalid': 400,
  /** A dice target whose chance is outside 1%-98%. */
  'originals.dice.target': 400,
  /** The round's best case would win more than one round may (a smaller stake fits). */
  'originals.win.limit': 400,
  /** The merchant's in-house games paid out their cap for the day: refused before playing. */
  'originals.day.limit': 409,
  'originals.round.unknown': 404,
  // the crash game (issue 23)
  'crash.round.unknown': 404,
  /** The round stopped taking bets (its betting phase ended). */
  'crash.betting.closed': 409,
  /** One bet per player and round. */
  'crash.bet.exists': 409,
  /** A cash-out with no bet of the caller's on the round. */
  'crash.bet.none': 404,
  /** The bet has cashed out already, or lost. */
  'crash.bet.settled': 409,
  /** The round is not running (still taking bets, or busted: too late). */
  'crash.round.not.running': 409,
  'unknown.error': 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);
