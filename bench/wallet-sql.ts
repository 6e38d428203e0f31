// The wallet bench's database-alone figure (bench/wallet.ts): the same bet-then-win rounds as part
// 1, on the same members and the same 16 connections, sent as the very statement the server sends
// (`SELECT wallet_call(...)`, money/wallet-calls.ts) by pgbench, with no HTTP, no signatures and no
// Node in the way. It is the ceiling the HTTP figure can reach on this machine: what the database
// costs per call, whatever the server does.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { MERCHANT, type Player } from './wallet-history.ts';

const run = promisify(execFile);
const VENDOR = 'PG';
const STAKE_MINOR = 100;
const STATUSES = '{"wallet.insufficient.funds": 402}';

export interface SqlRounds {
  callsPerSecond: number;
  latencyMs: number;
}

/** What each member's calls need: its session and the house accounts its rounds post against. */
interface Caller {
  member: number;
  session: number;
  gameHouse: number;
  trialPool: number;
}

async function callers(db: pg.Client, players: Player[]): Promise<Caller[]> {
  // The house shard each member's bets went to over HTTP (money.houseAccount's choice), and the
  // trial pool of the same shard.
  const { rows } = await db.query<{ member: string; session: string; gh: string; tp: string }>(
    `SELECT m.id AS member, (SELECT max(s.id) FROM sessions s WHERE s.member_id = m.id) AS session,
            h.id AS gh, t.id AS tp
       FROM unnest($1::bigint[]) AS m(id)
       JOIN LATERAL (
         SELECT a.id, a.shard FROM vendor_transactions v
           JOIN journal_lines l ON l.entry_id = v.journal_entry_id
           JOIN accounts a ON a.id = l.account_id AND a.kind = 'game_house'
          WHERE v.member_id = m.id ORDER BY v.id DESC LIMIT 1) h ON true
       JOIN accounts t ON t.kind = 'trial_pool' AND t.owner_member_id IS NULL
            AND t.merchant_code = $2 AND t.shard = h.shard`,
    [players.map((p) => p.id), MERCHANT],
  );
  if (rows.length !== players.length) throw new Error('wallet-sql: a member has played no round');
  return rows.map((r) => ({
    member: Number(r.member),
    session: Number(r.session),
    gameHouse: Number(r.gh),
    trialPool: Number(r.tp),
  }));
}

/** One pgbench script: each client is one member (an \if chain pgbench evaluates itself). */
function script(all: Caller[], currency: string, timeZone: string, gameId: string): string {
  const lines: string[] = [];
  all.forEach((c, i) => {
    lines.push(`${i === 0 ? '\\if' : '\\elif'} :client_id = ${i}`);
    lines.push(`\\set mid ${c.member}`, `\\set sid ${c.session}`);
    lines.push(`\\set gh ${c.gameHouse}`, `\\set tp ${c.trialPool}`);
  });
  lines.push('\\endif', '\\set r random(1, 9000000000000000)');
  const call = (kind: string, tx: string, amount: string, game: string, session: string) =>
    `SELECT wallet_call('${VENDOR}', '${kind}', :mid, '${MERCHANT}', '${currency}', '${timeZone}', ` +
    `:gh, :tp, '${currency}', '${tx}', 'sql-:r', ${amount}, NULL, ${game}, ` +
    `'${randomBytes(32).toString('hex')}', '${STATUSES}'::jsonb, ${session});`;
  // The HTTP rounds' pattern: a stake of 100, then 0, 1 or 2 stakes back.
  lines.push(call('bet', 'sql-:r-b', String(STAKE_MINOR), `'${gameId}'`, ':sid'));
  lines.push(`\\set won ${STAKE_MINOR} * (:r % 3)`);
  lines.push(call('win', 'sql-:r-w', ':won', 'NULL', 'NULL'));
  return lines.join('\n') + '\n';
}

/**
 * pgbench on `players` (one connection each) for `seconds`: calls/s (two per round) and the mean
 * latency of a round. Null when pgbench is not installed (Debian: postgresql-client).
 */
export async function sqlRounds(
  db: pg.Client,
  databaseUrl: string,
  schema: string,
  players: Player[],
  currency: string,
  seconds: number,
): Promise<SqlRounds | null> {
  const found = await run('pgbench', ['--version']).catch(() => null);
  if (!found) return null;
  const [{ time_zone: timeZone }] = (
    await db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [
      MERCHANT,
    ])
  ).rows as [{ time_zone: string }];
  const [game] = (
    await db.query<{ game_id: string }>(
      'SELECT game_id FROM games WHERE vassalage = $1 ORDER BY game_id LIMIT 1',
      [VENDOR],
    )
  ).rows;
  const dir = await mkdtemp(path.join(tmpdir(), 'wallet-sql-'));
  try {
    const file = path.join(dir, 'rounds.sql');
    await writeFile(file, script(await callers(db, players), currency, timeZone, game!.game_id));
    const { stdout } = await run(
      'pgbench',
      ['-n', '-M', 'simple', '-c', String(players.length), '-j', '2', '-T', String(seconds)].concat(
        ['-f', file, databaseUrl],
      ),
      { env: { ...process.env, PGOPTIONS: `-c search_path="${schema}"` } },
    );
    const tps = Number(/^tps = ([\d.]+)/m.exec(stdout)?.[1]);
    const latency = Number(/^latency average = ([\d.]+) ms/m.exec(stdout)?.[1]);
    const failed = Number(/^number of failed transactions: (\d+)/m.exec(stdout)?.[1] ?? 0);
    if (!tps || failed) throw new Error(`wallet-sql: pgbench failed\n${stdout}`);
    return { callsPerSecond: tps * 2, latencyMs: latency };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
