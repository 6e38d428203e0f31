// The wallet bench's database side (bench/wallet.ts): its members, their funding, and the history
// bulk-loaded in SQL for issue 18's "balances that stay fast as history grows" figures.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { operatorAdjustBalance } from '@app/contract';
import { idempotencyKey, type Api } from './crash-client.ts';

export const ledgerLines = Number(process.env.BENCH_LEDGER_LINES ?? 10_000_000);
export const memberLines = Number(process.env.BENCH_MEMBER_LINES ?? 1_000_000);
/** Members whose wallets carry the rest of the ledger's lines. */
const FILLER_MEMBERS = 1_000;
/** Entries per statement of the bulk load. */
const LOAD_CHUNK = 250_000;
export const MERCHANT = 'demo';

type Client = pg.Client;

export interface Player {
  id: number;
  username: string;
  /** A platform session of the member (its raw token), as a sign-in would have started it. */
  sessionToken: string;
}

async function columnsOf(db: Client, schema: string, table: string) {
  const rows = (
    await db.query<{ column_name: string; required: boolean }>(
      `SELECT column_name,
              is_nullable = 'NO' AND column_default IS NULL AND is_identity = 'NO'
                AND is_generated = 'NEVER' AS required
         FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2`,
      [schema, table],
    )
  ).rows;
  return new Map(rows.map((r) => [r.column_name, r.required]));
}

/** Fails loudly on a NOT NULL column without a default that the load does not fill. */
function mustFill(table: string, columns: Map<string, boolean>, filled: string[]) {
  const missing = [...columns].filter(([c, req]) => req && !filled.includes(c)).map(([c]) => c);
  if (missing.length)
    throw new Error(
      `wallet bench: ${table} has required columns the bulk load does not fill: ${missing.join(', ')}`,
    );
}

export async function insertMembers(
  db: Client,
  prefix: string,
  count: number,
  /** Their agent: they join its team, as a registration with its code would. */
  parentId: number | null = null,
): Promise<Player[]> {
  const { rows } = await db.query<{ id: string; username: string }>(
    `INSERT INTO members (merchant_code, username, nickname, type, parent_id)
     SELECT $1, $2 || lpad(i::text, 4, '0'), 'Wallet Bench ' || i, 0, $4
       FROM generate_series(1, $3) i
     RETURNING id, username`,
    [MERCHANT, prefix, count, parentId],
  );
  // These members have no password to sign in with: their sessions are written as a sign-in
  // writes them (only the token's SHA-256 kept), for a day, so that their games can be launched.
  const players = rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    sessionToken: randomBytes(32).toString('base64url'),
  }));
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at, absolute_expires_at)
     SELECT x.hash, x.member, $3, now() + interval '1 day', now() + interval '1 day'
       FROM unnest($1::text[], $2::bigint[]) AS x(hash, member)`,
    [
      players.map((p) => createHash('sha256').update(p.sessionToken).digest('hex')),
      players.map((p) => p.id),
      MERCHANT,
    ],
  );
  return players.sort((a, b) => a.id - b.id);
}

/** A line of `levels` agents, each the upline of the next: answers the lowest one's id. */
export async function insertAgentLine(db: Client, prefix: string, levels: number): Promise<number> {
  let parent: number | null = null;
  for (let level = 1; level <= levels; level++) {
    const { rows }: { rows: { id: string }[] } = await db.query(
      `INSERT INTO members (merchant_code, username, nickname, type, parent_id)
       VALUES ($1, $2, $3, 1, $4) RETURNING id`,
      [MERCHANT, `${prefix}${level}`, `Wallet Bench Agent ${level}`, parent],
    );
    parent = Number(rows[0]!.id);
  }
  return parent!;
}

/** The opening balance, through the operator API as an operator gives it. */
export async function fund(api: Api, p: Player) {
  const a = await api.operator(operatorAdjustBalance, {
    username: p.username,
    direction: 'credit',
    amount: '50000.00',
    note: 'wallet bench opening balance',
    idempotencyKey: idempotencyKey(),
  });
  if (a.status !== 200)
    throw new Error(`fund ${p.username}: ${a.status} ${JSON.stringify(a.body)}`);
}

export async function walletOf(db: Client, memberId: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE owner_member_id = $1 AND kind = 'member_wallet'`,
    [memberId],
  );
  if (!rows[0]) throw new Error(`member ${memberId} has no wallet account`);
  return Number(rows[0].id);
}

/**
 * `memberLines` lines on `heavyWallet` and the ledger grown to `ledgerLines` lines in all: entries
 * of two lines, a member's wallet and the game house (every shard of it, in turns), 100 minor
 * units each way. Each wallet's lines alternate win (+100) and bet (-100), so no wallet is ever
 * below zero and each sums to 0 or 100. Per-row triggers (the deferred balance check, the foreign
 * keys) are skipped for the load (session_replication_role = replica). Works on both schemas: the
 * entry `kind` is filled when the column exists, and balances kept on the account row
 * (`accounts.balance_minor`) are set to the sum of their lines afterwards.
 */
export async function loadHistory(
  db: Client,
  schema: string,
  heavyWallet: number,
  currency: string,
  sizes: { ledgerLines: number; memberLines: number } = { ledgerLines, memberLines },
) {
  const started = performance.now();
  // One after the other: one client runs one query at a time.
  const entryCols = await columnsOf(db, schema, 'journal_entries');
  const lineCols = await columnsOf(db, schema, 'journal_lines');
  const accountCols = await columnsOf(db, schema, 'accounts');
  const withKind = entryCols.has('kind');
  mustFill('journal_entries', entryCols, [
    'idempotency_key',
    'memo',
    ...(withKind ? ['kind'] : []),
  ]);
  mustFill('journal_lines', lineCols, ['entry_id', 'account_id', 'amount_minor']);
  const withShard = accountCols.has('shard');

  const { rows: counted } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM journal_lines',
  );
  const existing = Number(counted[0]!.n);
  const heavyEntries = sizes.memberLines;
  const entries = Math.floor((sizes.ledgerLines - existing) / 2);
  if (entries < heavyEntries) {
    throw new Error(
      `BENCH_LEDGER_LINES (${sizes.ledgerLines}) leaves room for ${entries} entries, fewer than BENCH_MEMBER_LINES (${sizes.memberLines})`,
    );
  }

  // The wallets that carry the rest of the ledger.
  const fillers = await insertMembers(
    db,
    `wbfill${randomBytes(2).toString('hex')}`,
    FILLER_MEMBERS,
  );
  const { rows: fillerRows } = await db.query<{ id: string }>(
    `WITH made AS (
       INSERT INTO accounts (merchant_code, owner_member_id, kind, currency)
       SELECT $1, m, 'member_wallet', $2 FROM unnest($3::bigint[]) m
       ON CONFLICT DO NOTHING RETURNING id)
     SELECT id FROM made
     UNION SELECT id FROM accounts WHERE owner_member_id = ANY($3::bigint[]) AND kind = 'member_wallet'`,
    [MERCHANT, currency, fillers.map((f) => f.id)],
  );
  const fillerWallets = fillerRows.map((r) => Number(r.id));
  // The game house: every shard of it (one account before migration 011).
  const houseQuery = `SELECT id FROM accounts WHERE owner_member_id IS NULL AND kind = 'game_house'
    AND merchant_code = $1 AND currency = $2 ORDER BY id`;
  let houses = (await db.query<{ id: string }>(houseQuery, [MERCHANT, currency])).rows;
  if (!houses.length) {
    await db.query(
      `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency${withShard ? ', shard' : ''})
       VALUES ($1, NULL, 'game_house', $2${withShard ? ', 0' : ''})`,
      [MERCHANT, currency],
    );
    houses = (await db.query<{ id: string }>(houseQuery, [MERCHANT, currency])).rows;
  }
  const houseIds = houses.map((h) => Number(h.id));

  // g: the entry's number; j: its number among its wallet's lines (win when even, bet when odd).
  const jOf = `CASE WHEN g < $3 THEN g ELSE (g - $3) / $6 END`;
  await db.query('SET session_replication_role = replica');
  await db.query('SET synchronous_commit = off');
  try {
    for (let from = 0; from < entries; from += LOAD_CHUNK) {
      const to = Math.min(entries, from + LOAD_CHUNK) - 1;
      await db.query(
        `WITH e AS (
           INSERT INTO journal_entries (idempotency_key, memo${withKind ? ', kind' : ''})
           SELECT 'bench:history:' || g, 'wallet bench history'
                  ${withKind ? `, CASE WHEN (${jOf}) % 2 = 0 THEN 'win' ELSE 'bet' END` : ''}
             FROM generate_series($1::bigint, $2::bigint) g
           RETURNING id, idempotency_key
         ), n AS (
           SELECT id, g,
                  CASE WHEN g < $3 THEN $4::bigint ELSE ($5::bigint[])[1 + (g - $3) % $6] END AS wallet,
                  CASE WHEN (${jOf}) % 2 = 0 THEN 100 ELSE -100 END::bigint AS to_member
             FROM (SELECT id, substr(idempotency_key, 15)::bigint AS g FROM e) x
         )
         INSERT INTO journal_lines (entry_id, account_id, amount_minor)
         SELECT n.id, l.account_id, l.amount_minor FROM n CROSS JOIN LATERAL (VALUES
           (n.wallet, n.to_member),
           (($7::bigint[])[1 + n.g % $8], -n.to_member)) AS l(account_id, amount_minor)`,
        [
          from,
          to,
          heavyEntries,
          heavyWallet,
          fillerWallets,
          fillerWallets.length,
          houseIds,
          houseIds.length,
        ],
      );
      console.error(
        `wallet bench: history ${((to + 1) * 2).toLocaleString('en')} of ${(entries * 2).toLocaleString('en')} lines, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    // Balances on the account row (migration 011): rows equal lines.
    if (accountCols.has('balance_minor')) {
      await db.query(
        `UPDATE accounts SET balance_minor = s.total
           FROM (SELECT account_id, sum(amount_minor) AS total FROM journal_lines GROUP BY account_id) s
          WHERE accounts.id = s.account_id AND accounts.balance_minor IS DISTINCT FROM s.total`,
      );
    }
  } finally {
    await db.query('SET session_replication_role = DEFAULT');
  }
  await db.query('ANALYZE accounts, journal_entries, journal_lines');
  const { rows: total } = await db.query<{ n: string }>('SELECT count(*) AS n FROM journal_lines');
  const { rows: onWallet } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM journal_lines WHERE account_id = $1',
    [heavyWallet],
  );
  return {
    seconds: (performance.now() - started) / 1000,
    ledgerLines: Number(total[0]!.n),
    walletLines: Number(onWallet[0]!.n),
    houseAccounts: houseIds.length,
    withKind,
    withBalances: accountCols.has('balance_minor'),
  };
}
