import type { Queryable } from '../platform/db/db.ts';

export interface Member {
  id: number;
  merchantCode: string;
  username: string;
  nickname: string | null;
  /** 0 player, 1/2/41/42 agents, 4 trial. */
  type: number;
  parentId: number | null;
  /** Dialing code and national number as digits ('8801711000001'). */
  mobile: string | null;
  /** The dialing code part of `mobile` ('880'). */
  dialingCode: string | null;
  email: string | null;
  affiliateCode: string | null;
  disabled: boolean;
  hasPassword: boolean;
}

/** What a sign-in checks; kept apart from `Member` so hashes never travel further than needed. */
export interface MemberCredentials {
  member: Member;
  passwordHash: string | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: Date | null;
}

export interface NewMember {
  username: string;
  nickname: string | null;
  type: number;
  parentId: number | null;
  mobile: string | null;
  dialingCode?: string | null;
  email: string | null;
  affiliateCode?: string | null;
  passwordHash?: string | null;
  paymentPasswordHash?: string | null;
  profile?: Record<string, string>;
  registerMethod?: string | null;
  registerUrl?: string | null;
  registerIp?: string | null;
}

const columns = `id, merchant_code AS "merchantCode", username, nickname, type,
  parent_id AS "parentId", mobile, dialing_code AS "dialingCode", email,
  affiliate_code AS "affiliateCode", disabled, (password_hash IS NOT NULL) AS "hasPassword"`;

interface CredentialsRow extends Member {
  passwordHash: string | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: Date | null;
}

const toCredentials = (row: CredentialsRow | undefined): MemberCredentials | null => {
  if (!row) return null;
  const { passwordHash, tempPasswordHash, tempPasswordExpiresAt, ...member } = row;
  return { member, passwordHash, tempPasswordHash, tempPasswordExpiresAt };
};

/** One insert for registration, free play and the seed; password_changed_at only with a password. */
const INSERT_MEMBER = `INSERT INTO members (merchant_code, username, nickname, type, parent_id, mobile,
    dialing_code, email, affiliate_code, password_hash, payment_password_hash, profile,
    register_method, register_url, register_ip, password_changed_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
    CASE WHEN $10::text IS NULL THEN NULL ELSE now() END)`;

const memberParams = (merchantCode: string, m: NewMember) => [
  merchantCode,
  m.username,
  m.nickname,
  m.type,
  m.parentId,
  m.mobile,
  m.dialingCode ?? null,
  m.email,
  m.affiliateCode ?? null,
  m.passwordHash ?? null,
  m.paymentPasswordHash ?? null,
  JSON.stringify(m.profile ?? {}),
  m.registerMethod ?? null,
  m.registerUrl ?? null,
  m.registerIp ?? null,
];

export function createMembersRepository(db: Queryable) {
  const one = async (where: string, params: unknown[]): Promise<Member | null> => {
    const [row] = await db.query<Member>(`SELECT ${columns} FROM members WHERE ${where}`, params);
    return row ?? null;
  };
  const credentials = async (where: string, params: unknown[]) =>
    toCredentials(
      (
        await db.query<CredentialsRow>(
          `SELECT ${columns}, password_hash AS "passwordHash",
             temp_password_hash AS "tempPasswordHash",
             temp_password_expires_at AS "tempPasswordExpiresAt"
           FROM members WHERE ${where}`,
          params,
        )
      )[0],
    );

  return {
    findByUsername: (merchantCode: string, username: string) =>
      one('merchant_code = $1 AND lower(username) = lower($2)', [merchantCode, username]),

    findById: (id: number) => one('id = $1', [id]),

    findByMobile: (merchantCode: string, mobile: string) =>
      one('merchant_code = $1 AND mobile = $2', [merchantCode, mobile]),

    /** The agent that hands out this invitation code. */
    findAgentByAffiliateCode: (merchantCode: string, code: string) =>
      one(
        `merchant_code = $1 AND lower(affiliate_code) = lower($2) AND NOT disabled
           AND type IN (1, 2, 41, 42)`,
        [merchantCode, code],
      ),

    credentialsByUsername: (merchantCode: string, username: string) =>
      credentials('merchant_code = $1 AND lower(username) = lower($2)', [merchantCode, username]),

    credentialsByMobile: (merchantCode: string, mobile: string) =>
      credentials('merchant_code = $1 AND mobile = $2', [merchantCode, mobile]),

    credentialsById: (id: number) => credentials('id = $1', [id]),

    /** Creates a member; a taken name or number fails with the unique index's error. */
    async create(merchantCode: string, m: NewMember): Promise<Member> {
      const [row] = await db.query<Member>(
        `${INSERT_MEMBER} RETURNING ${columns}`,
        memberParams(merchantCode, m),
      );
      if (!row) throw new Error(`member ${m.username} was not created`);
      return row;
    },

    /** Creates the member unless the name is taken; returns the member either way. */
    async insertIfMissing(merchantCode: string, m: NewMember): Promise<Member> {
      await db.query(
        `${INSERT_MEMBER} ON CONFLICT (merchant_code, lower(username)) DO NOTHING`,
        memberParams(merchantCode, m),
      );
      const member = await this.findByUsername(merchantCode, m.username);
      if (!member) throw new Error(`member ${m.username} vanished after insert`);
      return member;
    },

    /** Seed: sets the password only where none is set, so a changed password stays changed. */
    async setPasswordIfMissing(id: number, passwordHash: string): Promise<void> {
      await db.query(
        `UPDATE members SET password_hash = $2, password_changed_at = now()
          WHERE id = $1 AND password_hash IS NULL`,
        [id, passwordHash],
      );
    },

    /** Seed: fills contact data and the invitation code where they are still empty. */
    async fillMissing(
      id: number,
      m: { mobile: string | null; dialingCode: string | null; email: string | null },
      affiliateCode: string | null,
    ): Promise<void> {
      await db.query(
        `UPDATE members SET
           mobile = COALESCE(mobile, $2),
           dialing_code = CASE WHEN mobile IS NULL THEN $3 ELSE dialing_code END,
           email = COALESCE(email, $4),
           affiliate_code = COALESCE(affiliate_code, $5)
         WHERE id = $1`,
        [id, m.mobile, m.dialingCode, m.email, affiliateCode],
      );
    },

    /** A new password; a pending temporary password is void from now on. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.query(
        `UPDATE members SET password_hash = $2, password_changed_at = now(),
           temp_password_hash = NULL, temp_password_expires_at = NULL
         WHERE id = $1`,
        [id, passwordHash],
      );
    },

    async setTemporaryPassword(id: number, hash: string, expiresAt: Date): Promise<void> {
      await db.query(
        'UPDATE members SET temp_password_hash = $2, temp_password_expires_at = $3 WHERE id = $1',
        [id, hash, expiresAt],
      );
    },

    /** Uses the temporary password up: true for the one caller that did. */
    async takeTemporaryPassword(id: number, hash: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE members SET temp_password_hash = NULL, temp_password_expires_at = NULL
          WHERE id = $1 AND temp_password_hash = $2 RETURNING id`,
        [id, hash],
      );
      return rows.length === 1;
    },

    /**
     * A sign-in: the member's last login, and one more on its merchant day's rollup row (the
     * team's "logged-in" count, issue 20). Trial members have no rollups.
     */
    async recordLogin(id: number, rehashed: string | null): Promise<void> {
      await db.query(
        `WITH m AS (
           UPDATE members SET last_login_at = now(), password_hash = COALESCE($2, password_hash)
            WHERE id = $1 RETURNING id, merchant_code, type)
         INSERT INTO member_day_rollups AS r (member_id, day, currency, merchant_code, login_count)
         SELECT m.id, (now() AT TIME ZONE mc.time_zone)::date, mc.currency_code, m.merchant_code, 1
           FROM m JOIN merchants mc ON mc.code = m.merchant_code
          WHERE m.type <> 4
         ON CONFLICT (member_id, day, currency) DO UPDATE SET login_count = r.login_count + 1`,
        [id, rehashed],
      );
    },

    async downline(parentId: number): Promise<Member[]> {
      return db.query<Member>(`SELECT ${columns} FROM members WHERE parent_id = $1 ORDER BY id`, [
        parentId,
      ]);
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
