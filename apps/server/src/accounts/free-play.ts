import { randomInt } from 'node:crypto';
import type { Db } from '../platform/db/db.ts';
import { TRIAL_TYPE } from './auth-plugin.ts';
import { createMembersRepository, type Member } from './members-repository.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import type { Money } from '../money/money.ts';
import type { AccountCaller, AccountsDeps } from './accounts-plugin.ts';

/** Play money a trial account starts with: 2,000.00 in the merchant's currency. */
export const TRIAL_BALANCE_MINOR = 200_000;

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const trialName = () =>
  `trial_${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const trialOpeningKey = (merchantCode: string, memberId: number) =>
  `trial:opening:${merchantCode}:${memberId}`;

export const isUniqueViolation = (err: unknown): err is { code: string; constraint?: string } =>
  (err as { code?: unknown })?.code === '23505';

/**
 * A trial account (type 4, spec 6) with its own play money, funded through the ledger from the
 * merchant's trial pool (kept apart from house cash, so real money reports never see it).
 */
async function createTrialAccount(
  { db, money }: { db: Db; money: Money },
  { merchant, ip }: AccountCaller,
): Promise<Member> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const member = await createMembersRepository(tx).create(merchant.code, {
          username: trialName(),
          nickname: null,
          type: TRIAL_TYPE,
          parentId: null,
          mobile: null,
          email: null,
          registerMethod: 'FREEPLAY',
          registerIp: ip,
        });
        const books = { merchantCode: merchant.code, currency: merchant.currencyCode };
        const pool = await money.houseAccount(books, AccountKind.trialPool, member.id);
        const wallet = await money.openWallet(tx, books, member.id);
        // Play money: no rollup (trial members are not players the reports count).
        await money.post(
          {
            kind: EntryKind.trialOpening,
            idempotencyKey: trialOpeningKey(merchant.code, member.id),
            memo: `Free-play balance for ${member.username}`,
            lines: [
              { accountId: pool, amountMinor: -TRIAL_BALANCE_MINOR },
              { accountId: wallet, amountMinor: TRIAL_BALANCE_MINOR },
            ],
          },
          tx,
        );
        return member;
      });
    } catch (err) {
      // 32^6 names: a clash is rare; try another name.
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** Free play (spec 6): a trial account, signed in. */
export function createFreePlay(deps: AccountsDeps) {
  return {
    async start(caller: AccountCaller) {
      await deps.limits.freeplay(caller.ip);
      const member = await createTrialAccount(deps, caller);
      return deps.sessions.start(member, { firstTimeLogin: false, ip: caller.ip });
    },
  };
}
