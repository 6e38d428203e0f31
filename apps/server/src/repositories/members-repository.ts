import type { Queryable } from '../db/db.ts';

export interface Member {
  id: number;
  merchantCode: string;
  username: string;
  nickname: string | null;
  /** 0 player, 1/2/41/42 agents, 4 trial. */
  type: number;
  parentId: number | null;
  mobile: string | null;
  email: string | null;
}

export interface NewMember {
  username: string;
  nickname: string | null;
  type: number;
  parentId: number | null;
  mobile: string | null;
  email: string | null;
}

const columns = `id, merchant_code AS "merchantCode", username, nickname, type,
  parent_id AS "parentId", mobile, email`;

export function createMembersRepository(db: Queryable) {
  return {
    async findByUsername(merchantCode: string, username: string): Promise<Member | null> {
      const [row] = await db.query<Member>(
        `SELECT ${columns} FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      return row ?? null;
    },

    /** Creates the member unless the name is taken; returns the member either way. */
    async insertIfMissing(merchantCode: string, m: NewMember): Promise<Member> {
      await db.query(
        `INSERT INTO members (merchant_code, username, nickname, type, parent_id, mobile, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (merchant_code, lower(username)) DO NOTHING`,
        [merchantCode, m.username, m.nickname, m.type, m.parentId, m.mobile, m.email],
      );
      const member = await this.findByUsername(merchantCode, m.username);
      if (!member) throw new Error(`member ${m.username} vanished after insert`);
      return member;
    },

    async downline(parentId: number): Promise<Member[]> {
      return db.query<Member>(`SELECT ${columns} FROM members WHERE parent_id = $1 ORDER BY id`, [
        parentId,
      ]);
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
