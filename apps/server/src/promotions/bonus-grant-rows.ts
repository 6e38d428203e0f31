import type { BonusGrant, BonusGrantState, TurnoverBase } from '@app/contract';
import { pickLanguage } from '../cashier/deposit-orders.ts';
import { isMet, progressOf, type GrantSpan } from './bonus-turnover.ts';

/** A row of `bonus_grants` (migrations 014, 025). */
export interface GrantRow {
  id: number;
  member_id: number;
  source: 'deposit' | 'promotion';
  titles: Record<string, string>;
  bonus_minor: number;
  deposit_minor: number;
  turnover_multiple: number;
  turnover_base: TurnoverBase;
  forfeit_allowed: boolean;
  required_minor: number;
  counts_from_minor: number;
  valid_at_grant_minor: number;
  stakes_at_grant_minor: number;
  wins_at_grant_minor: number;
  state: BonusGrantState;
  forfeited_minor: number | null;
  forfeit_key: string | null;
  created_at: Date;
  met_at: Date | null;
  forfeited_at: Date | null;
  lost_at: Date | null;
}

export const spanOf = (r: GrantRow): GrantSpan => ({
  countsFrom: BigInt(r.counts_from_minor),
  required: BigInt(r.required_minor),
});

/** The grant as the member sees it, its progress read against `validNow`. */
export function toGrant(
  r: GrantRow,
  validNow: bigint,
  language: string,
  fallback: string,
): BonusGrant {
  const active = r.state === 'active';
  const met = active && isMet(spanOf(r), validNow);
  const progress =
    r.state === 'met' || met
      ? BigInt(r.required_minor)
      : active
        ? progressOf(spanOf(r), validNow)
        : 0n;
  return {
    id: r.id,
    source: r.source,
    title: pickLanguage(r.titles, language, fallback),
    bonusMinor: r.bonus_minor,
    depositMinor: r.deposit_minor,
    turnoverMultiple: r.turnover_multiple,
    turnoverBase: r.turnover_base,
    requiredMinor: r.required_minor,
    progressMinor: Number(progress),
    remainingMinor: active && !met ? r.required_minor - Number(progress) : 0,
    state: met ? 'met' : r.state,
    forfeitAllowed: r.forfeit_allowed,
    forfeitedMinor: r.forfeited_minor,
    createdAt: r.created_at.toISOString(),
    metAt: r.met_at?.toISOString() ?? null,
    forfeitedAt: r.forfeited_at?.toISOString() ?? null,
    lostAt: r.lost_at?.toISOString() ?? null,
  };
}
