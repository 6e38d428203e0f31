import type { Queryable } from '../db/db.ts';
import { createMembersRepository } from '../repositories/members-repository.ts';
import type { Ledger } from '../services/ledger.ts';

export interface DemoAccount {
  username: string;
  /**
   * The sign-in password the README lists. Stored nowhere yet: the accounts issue hashes these
   * (argon2id) into members.password_hash when it seeds; until then no one can sign in.
   */
  password: string;
  nickname: string;
  /** 0 player, 1 agent. */
  type: 0 | 1;
  mobile: string;
  email: string | null;
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
  mobile: `0171000010${n}`,
  email: null,
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
    mobile: '01710000001',
    email: 'player01@example.com',
    parent: null,
    openingMinor: 125_050,
  },
  {
    username: 'agent01',
    password: 'Agent123',
    nickname: 'Agent One',
    type: 1,
    mobile: '01710000002',
    email: 'agent01@example.com',
    parent: null,
    openingMinor: 500_000,
  },
  ...downline,
];

/** Opening-balance entries use a fixed key per member, so a second seed run finds them. */
export const openingEntryKey = (merchantCode: string, username: string) =>
  `seed:opening:${merchantCode}:${username}`;

export async function seedMembers(
  q: Queryable,
  ledger: Ledger,
  merchantCode: string,
  currency: string,
): Promise<void> {
  const members = createMembersRepository(q);
  const house = await ledger.account(
    { merchantCode, ownerMemberId: null, kind: 'house_cash', currency },
    q,
  );
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
      email: a.email,
    });
    ids.set(a.username, member.id);
    const wallet = await ledger.account(
      { merchantCode, ownerMemberId: member.id, kind: 'member_wallet', currency },
      q,
    );
    await ledger.post(
      {
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
