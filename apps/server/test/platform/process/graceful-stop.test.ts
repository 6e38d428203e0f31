import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_KEY_HEADER,
  getCaptcha,
  getMemberInfo,
  login,
  operatorAdjustBalance,
  operatorApproveDeposit,
  registerByUsername,
  sendSmsNoLogin,
  vendorWalletPath,
} from '@app/contract';
import { spawnServer, type RunningServer } from '../../../../../tools/spawn-server.ts';
import { loadConfig } from '../../../src/config.ts';
import { NPM_FORWARD_MS } from '../../../src/platform/process/signals.ts';
import { openDb, type Db } from '../../../src/platform/db/db.ts';
import { signVendorCall, vendorSecret } from '../../../src/vendors/signing.ts';
import { HttpClient, valueOf, type HttpAnswer } from '../../helpers/http-client.ts';
import { redisAnswers, TEST_REDIS_URL } from '../../helpers/redis.ts';
import {
  DEMO_PLAYER,
  launchedToken,
  OVERLOAD_PATIENCE,
  playerHeaders,
  submittedDeposit,
} from '../../helpers/remote-player.ts';

// Issue 11 "Graceful shutdown, proven": the compiled server run as `npm start` runs it (npm, then
// node), stopped the way a service manager stops it: SIGTERM to the whole process group, while
// sign-ups, sign-ins, deposit approvals, seamless-wallet bets and ledger postings are in flight. On PostgreSQL it runs two workers (WEB_CONCURRENCY);
// with Redis up, limits and nonces are in Redis, so its connection is closed by the stop too.
const databaseUrl = process.env.DATABASE_URL || undefined;
const redisEnv: Record<string, string> = (await redisAnswers())
  ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `mgp-test:${randomBytes(4).toString('hex')}:` }
  : {};
const OPERATOR_KEY = 'graceful-stop-operator-key-01';
const SIGN_UPS = 40;
const POSTINGS = 20;
/**
 * Whom the postings credit: the demo's other members, not the player whose deposits and bets are
 * in flight too. Forty movements of one wallet at once queue on its row, each holding a pooled
 * connection while it waits; on a loaded machine the last ones passed the statement limit and were
 * answered 503 (the server's designed answer to overload, not a fault of the stop).
 */
const CREDITED = ['agent01', 'downline01', 'downline02', 'downline03', 'downline04', 'downline05'];
/** Sign-ins (sealed body, argon2 verify) and operator approvals of deposits, 10 each. */
const SIGN_INS = 10;
const APPROVALS = 10;
/** Seamless-wallet bets a vendor's server places for the demo player (HMAC-signed, raw JSON). */
const BETS = 10;

let dataDir: string;
/** The PostgreSQL schema of the server started last (one per server), all dropped at the end. */
let schema: string | undefined;
const schemas: string[] = [];
beforeAll(async () => {
  // The production build that `npm start` runs (about a second).
  execFileSync(process.execPath, ['--import', 'tsx', 'build.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    stdio: 'ignore',
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'mgp-stop-'));
}, 60_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl && schemas.length) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const list = schemas.map((s) => `"${s}"`).join(', ');
    await admin.query(`DROP SCHEMA IF EXISTS ${list} CASCADE`).finally(() => admin.end());
  }
});

function startServer(): Promise<RunningServer> {
  schema = databaseUrl ? `test_stop_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) schemas.push(schema);
  return spawnServer(
    {
      OPERATOR_API_KEY: OPERATOR_KEY,
      DEMO_AUTO_APPROVE_SECONDS: '0',
      RATE_LIMIT_MAX: '100000',
      // What is tested is the stop, not overload (remote-player.ts).
      ...OVERLOAD_PATIENCE,
      ...redisEnv,
      ...(databaseUrl && {
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema!,
        WEB_CONCURRENCY: '2',
      }),
    },
    { command: 'npm', dataDir },
  );
}

/** A complete sign-up by username, captcha solved and number verified, ready to send. */
async function signUpBody(client: HttpClient, n: number) {
  const mobileNum = `17${String(30_000_000 + n).padStart(8, '0')}`;
  const purpose = { mobileNum, countryDialingCode: '880', purpose: 'register' };
  valueOf('sms', await client.call(sendSmsNoLogin, purpose));
  const [sms] = valueOf<{ code: string }[]>(
    'outbox',
    await client.send('GET', `/dev/outbox?to=880${mobileNum}`),
  );
  const { captchaId } = valueOf<{ captchaId: string }>('captcha', await client.call(getCaptcha));
  const { answer } = valueOf<{ answer: string }>(
    'captcha answer',
    await client.send('GET', `/dev/captcha/${captchaId}`),
  );
  return {
    registerUrl: 'm.example.com',
    registerMethod: 'H5',
    type: 0,
    domain: 'm.example.com',
    username: `stop${randomBytes(3).toString('hex')}${n}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    countryDialingCode: '880',
    mobileNum,
    verificationCode: sms!.code,
    captchaId,
    captcha: answer,
  };
}

async function withDb<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ databaseUrl, dataDir, schema });
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

/**
 * A vendor's signed bet of 1.00 in the game `launchToken` opened (the spawned server's secret:
 * the default seed's).
 */
function vendorBet(
  client: HttpClient,
  playerId: string,
  launchToken: string,
  txId: string,
  sent: () => void,
) {
  const vendor = 'PG';
  const raw = JSON.stringify({
    playerId,
    currency: 'BDT',
    txId,
    roundId: txId,
    amountMinor: 100,
    launchToken,
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const secret = vendorSecret(loadConfig({ DEMO: '1' }), vendor);
  const path = vendorWalletPath(vendor, 'bet');
  const headers = {
    'x-vendor-timestamp': timestamp,
    'x-vendor-signature': signVendorCall(secret, timestamp, { method: 'POST', path, rawBody: raw }),
  };
  return client.send('POST', path, headers, raw, sent);
}

const describeFailures = (answers: HttpAnswer[]) =>
  answers
    .filter((a) => a.status !== 200)
    .map((a) => `${a.status} ${a.error ?? a.body?.errorCode ?? ''}`);

describe('SIGTERM to the process group of npm start', () => {
  it('answers every request in flight, then closes and exits 0 within 10 s', async () => {
    const server = await startServer();
    const total = SIGN_UPS + POSTINGS + SIGN_INS + APPROVALS + BETS;
    const client = new HttpClient(server.url, total);
    try {
      const bodies = await Promise.all(
        Array.from({ length: SIGN_UPS }, (_, i) => signUpBody(client, i)),
      );
      const auth = await playerHeaders(client);
      const deposits: { orderId: string }[] = [];
      for (let i = 0; i < APPROVALS; i++) deposits.push(await submittedDeposit(client, auth));
      const player = valueOf<{ id: number }>(
        'member',
        await client.call(getMemberInfo, undefined, auth),
      );
      const launchToken = await launchedToken(client, auth);
      const betIds = Array.from(
        { length: BETS },
        (_, i) => `gs-bet-${randomBytes(6).toString('hex')}-${i}`,
      );
      // One kept-alive connection per request, open before the load, so that every request
      // goes out on a connection the server has accepted.
      await Promise.all(Array.from({ length: total }, () => client.send('GET', '/healthz')));
      const operator = { [OPERATOR_KEY_HEADER]: OPERATOR_KEY };
      const sent: Promise<void>[] = [];
      const dones: (() => void)[] = [];
      /** Another request of the load, and a promise of the moment it has gone out whole. */
      const sending = () => {
        sent.push(new Promise<void>((r) => dones.push(r)));
        return dones.at(-1)!;
      };
      const load = [
        ...bodies.map((b) => client.call(registerByUsername, b, {}, sending())),
        ...Array.from({ length: POSTINGS }, (_, i) =>
          client.call(
            operatorAdjustBalance,
            {
              username: CREDITED[i % CREDITED.length]!,
              direction: 'credit',
              amount: '1.00',
              note: 'graceful stop test',
              idempotencyKey: `stop-${randomBytes(8).toString('hex')}-${i}`,
            },
            operator,
            sending(),
          ),
        ),
        ...Array.from({ length: SIGN_INS }, () =>
          client.call(login, { type: 'username', ...DEMO_PLAYER }, {}, sending()),
        ),
        ...deposits.map((d) =>
          client.call(operatorApproveDeposit, { orderId: d.orderId }, operator, sending()),
        ),
        ...betIds.map((txId) => vendorBet(client, String(player.id), launchToken, txId, sending())),
      ];
      // Every request has gone out (sealing the bodies takes a while) and reached the server, but
      // they are far from all answered: forty password hashes take longer than this.
      // (A request that fails before it is sent whole counts as sent: the failure is reported.)
      load.forEach((answer, i) => void answer.then(dones[i]));
      await Promise.all(sent);
      await new Promise((r) => setTimeout(r, 100));
      const signalled = performance.now();
      server.signalGroup('SIGTERM');
      const answers = await Promise.all(load);
      const { code, signal } = await server.exited;
      const stoppedMs = performance.now() - signalled;

      expect(describeFailures(answers)).toEqual([]);
      // Not a test of nothing: requests were still being answered after the signal.
      expect(answers.filter((a) => a.at > signalled).length).toBeGreaterThan(0);
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(stoppedMs).toBeLessThan(10_000);

      // The ledger: every posting answered is there once, balanced; every sign-up is a member.
      await withDb(async (db) => {
        const unbalanced = await db.query(
          `SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING SUM(amount_minor) <> 0`,
        );
        expect(unbalanced).toEqual([]);
        const [postings] = await db.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM journal_entries WHERE idempotency_key LIKE '%stop-%'`,
        );
        expect(Number(postings!.n)).toBe(POSTINGS);
        const [members] = await db.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM members WHERE username = ANY($1::text[])`,
          [bodies.map((b) => b.username)],
        );
        expect(Number(members!.n)).toBe(SIGN_UPS);
        // Each approved deposit is credited once.
        const credits = await db.query<{ status: string; n: string }>(
          `SELECT o.status, (SELECT count(*) FROM journal_entries e
                              WHERE e.idempotency_key = 'deposit:' || o.order_id || ':credit')::text AS n
             FROM deposit_orders o WHERE o.order_id = ANY($1::text[])`,
          [deposits.map((d) => d.orderId)],
        );
        expect(credits).toEqual(deposits.map(() => ({ status: 'approved', n: '1' })));
        // Each bet is one vendor transaction with its one journal entry.
        const bets = await db.query<{ n: string }>(
          `SELECT count(e.id)::text AS n FROM vendor_transactions t
             LEFT JOIN journal_entries e ON e.id = t.journal_entry_id
            WHERE t.vendor = 'PG' AND t.tx_id = ANY($1::text[]) GROUP BY t.tx_id`,
          [betIds],
        );
        expect(bets).toEqual(betIds.map(() => ({ n: '1' })));
      });
    } finally {
      client.close();
      await server.stop();
    }
  }, 180_000);

  it('exits at once on a second signal, while a request is still unfinished', async () => {
    const server = await startServer();
    try {
      // A request whose body never ends: the graceful stop would wait for it.
      const { connect } = await import('node:net');
      const socket = connect(server.port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.write('POST /wps/member/register HTTP/1.1\r\nHost: x\r\n');
      socket.write('content-type: application/json\r\ncontent-length: 100\r\n\r\n{"a":');
      socket.on('error', () => {});
      await new Promise((r) => setTimeout(r, 100));
      server.signalGroup('SIGTERM');
      // Still stopping (waiting for that request) after the copies of the first signal: npm's
      // forwarded copy may come up to NPM_FORWARD_MS late and is the same stop (signals.ts), so
      // the second signal is sent after that.
      await new Promise((r) => setTimeout(r, NPM_FORWARD_MS + 500));
      expect(await Promise.race([server.exited.then(() => 'exited'), 'running'])).toBe('running');
      const second = performance.now();
      server.signalGroup('SIGTERM');
      const { code } = await server.exited;
      expect(performance.now() - second).toBeLessThan(2_000);
      expect(code).not.toBe(0);
      socket.destroy();
    } finally {
      await server.stop();
    }
  }, 180_000);
});
