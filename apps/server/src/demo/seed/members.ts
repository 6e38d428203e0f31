import type { Queryable } from '../../platform/db/db.ts';
import { createMembersRepository } from '../../accounts/members-repository.ts';
import { AccountKind, EntryKind } from '../../money/kinds.ts';
import type { Money } from '../../money/money.ts';
import { hashPassword } from '../../accounts/passwords.ts';

export interface DemoAccount {
  username: string;
  /** The sign-in password the README lists; stored as its argon2id hash. */
  password: string;
  nickname: string;
  /** 0 player, 1 agent. */
  type: 0 | 1;
  /** Country dialing code; `mobile` starts with it. */
  dialingCode: string;
  /** Dialing code and national number as digits, the stored form ('8801711000001'). */
  mobile: string;
  email: string | null;
  /** Invitation code of an agent: registrations that carry it join its downline. */
  affiliateCode: string | null;
  /** Username of the agent above, for a downline member. */
  parent: string | null;
  /** Opening balance in minor units, funded from the house by a journal entry. */
  openingMinor: number;
}

const downline: DemoAccount[] = [1, 2, 3, 4, 5].map((n) => ({
  username: `downline0${n}`,
  password: 'Player123',
  nickname: `Team Player ${n}`,
  type: 0,
  dialingCode: '880',
  mobile: `880171000010${n}`,
  email: null,
  affiliateCode: null,
  parent: 'agent01',
  openingMinor: 10_000 * n + 2_500,
}));

/** README "Demo accounts"; parents come before their downline. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'player01',
    password: 'Player123',
    nickname: 'Lucky Player',
    type: 0,
    dialingCode: '880',
    mobile: '8801711000001',
    email: 'player01@example.com',
    affiliateCode: null,
    parent: null,
    openingMinor: 125_050,
  },
  {
    username: 'agent01',
    password: 'Agent123',
    nickname: 'Agent One',
    type: 1,
    dialingCode: '880',
    mobile: '8801710000002',
    email: 'agent01@example.com',
    affiliateCode: 'AGENT01',
    parent: null,
    openingMinor: 500_000,
  },
  ...downline,
];

/** Opening-balance entries use a fixed key per member, so a second seed run finds them. */
export const openingEntryKey = (merchantCode: string, username: string) =>
  `seed:opening:${merchantCode}:${username}`;

// One hash per distinct demo password per process: test suites seed many databases, and argon2id
// is slow on purpose. Sharing a salt between demo accounts reveals only what README.md says.
const demoHashes = new Map<string, Promise<string>>();

/** argon2id hashes of the demo passwords, by password; computed before the seed's transaction. */
export async function demoPasswordHashes(): Promise<Map<string, string>> {
  const passwords = [...new Set(DEMO_ACCOUNTS.map((a) => a.password))];
  for (const p of passwords) if (!demoHashes.has(p)) demoHashes.set(p, hashPassword(p));
  const hashes = await Promise.all(passwords.map((p) => demoHashes.get(p)!));
  return new Map(passwords.map((p, i) => [p, hashes[i]!]));
}

export async function seedMembers(
  q: Queryable,
  money: Money,
  merchantCode: string,
  currency: string,
  passwordHashes: Map<string, string>,
): Promise<void> {
  const members = createMembersRepository(q);
  const books = { merchantCode, currency };
  await money.openHouseAccounts(q, books);
  const house = await money.houseAccount(books, AccountKind.houseCash, undefined, q);
  const ids = new Map<string, number>();
  for (const a of DEMO_ACCOUNTS) {
    const parentId = a.parent ? ids.get(a.parent) : null;
    if (parentId === undefined)
      throw new Error(`${a.username} listed before its agent ${a.parent}`);
    const member = await members.insertIfMissing(merchantCode, {
      username: a.username,
      nickname: a.nickname,
      type: a.type,
      parentId,
      mobile: a.mobile,
      dialingCode: a.dialingCode,
      email: a.email,
      affiliateCode: a.affiliateCode,
    });
    // Databases seeded before the accounts issue have these members without credentials.
    await members.setPasswordIfMissing(member.id, passwordHashes.get(a.password)!);
    await members.fillMissing(member.id, a, a.affiliateCode);
    ids.set(a.username, member.id);
    const wallet = await money.openWallet(q, books, member.id);
    await money.post(
      {
        kind: EntryKind.funding,
        idempotencyKey: openingEntryKey(merchantCode, a.username),
        memo: `Demo opening balance for ${a.username}`,
        lines: [
          { accountId: house, amountMinor: -a.openingMinor },
          { accountId: wallet, amountMinor: a.openingMinor },
        ],
      },
      q,
    );
  }
}
