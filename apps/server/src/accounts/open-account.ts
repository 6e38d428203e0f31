import { randomInt } from 'node:crypto';
import type { OpenAccountBody } from '@app/contract';
import { AppError } from '../errors.ts';
import { setOpeningRates } from '../agents/rebates.ts';
import { booksOf } from '../money/money.ts';
import type { AccountCaller, AccountsDeps } from './accounts-plugin.ts';
import { checkField } from './field-rules.ts';
import { isUniqueViolation } from './free-play.ts';
import { createMembersRepository, type Member } from './members-repository.ts';
import { hashPassword } from './passwords.ts';
import { isReservedUsername, usernameExists } from './registration.ts';

/** Member type of an agent opened by another agent (spec 6: any type but 0, 4 and 40). */
const AGENT_TYPE = 1;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invitation code no one holds yet: 8 letters and digits, none easily misread. */
const newAffiliateCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Open account (issue 20, /m/agentRegister): an agent creates a player (type 0) or an agent
 * (type 1, with an invitation code of its own) in its direct downline. The username and password
 * follow the merchant's registration rules; no captcha or SMS code (the agent is signed in). Its
 * rebate rates, where given, are at most the agent's own (agents/rebates.ts).
 */
async function openAccountUnder(
  d: AccountsDeps,
  { merchant: m }: AccountCaller,
  agent: { memberId: number },
  body: OpenAccountBody,
): Promise<Member> {
  const username = body.username.trim();
  const nickname = body.nickname?.trim() || null;
  checkField('username', username, m.registerSettings.username, true);
  checkField('password', body.password, m.registerSettings.password, true);
  if (body.confirmPassword !== body.password) {
    throw new AppError('password.confirm.mismatch', 'Password confirmation does not match');
  }
  if (nickname) checkField('nickname', nickname, m.registerSettings.nickname, false);
  if (isReservedUsername(username) || (await d.members.findByUsername(m.code, username))) {
    throw usernameExists();
  }
  const passwordHash = await hashPassword(body.password);
  // A fresh code per attempt: two agents opened at once may draw the same one (the index decides).
  for (let attempt = 0; ; attempt++) {
    try {
      return await d.db.transaction(async (tx) => {
        // Rates are checked against the agent's under a lock of its row, taken before the new
        // member's foreign key share-locks that row (two openings at once would deadlock).
        if (body.rates?.length) {
          await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [agent.memberId]);
        }
        const created = await createMembersRepository(tx).create(m.code, {
          username,
          nickname,
          type: body.type === 1 ? AGENT_TYPE : 0,
          parentId: agent.memberId,
          mobile: null,
          email: null,
          affiliateCode: body.type === 1 ? newAffiliateCode() : null,
          passwordHash,
          registerMethod: 'AGENT',
        });
        await d.money.openWallet(tx, booksOf(m), created.id);
        await setOpeningRates(tx, m.code, agent.memberId, created.id, body.rates ?? []);
        return created;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const constraint = String(err.constraint ?? (err as unknown as Error).message);
      if (!constraint.includes('affiliate') || attempt >= 4) throw usernameExists();
    }
  }
}

/** Open account, bound to what it is built from. */
export const createOpenAccount =
  (d: AccountsDeps) =>
  (caller: AccountCaller, agent: { memberId: number }, body: OpenAccountBody) =>
    openAccountUnder(d, caller, agent, body);
