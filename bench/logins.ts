// Sign-ins per second against the real server: every request carries a freshly sealed body
// (RSA-OAEP-256 + AES-256-GCM, packages/contract/src/encryption.ts) and costs the server one RSA
// unwrap, one AES-GCM open, a nonce claim and one argon2id verification. Loopback only, bounded
// (BENCH_SECONDS, default 5). Run alone with `npx tsx bench/logins.ts` (spawns its own server).
import autocannon from 'autocannon';
import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { spawnServer } from '../tools/spawn-server.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const LOGIN_PATH = '/wps/session/login';

/** Environment for a server under this bench: its sign-in limits would refuse a benchmark. */
export const loginBenchEnv = {
  LOGIN_LIMIT_PER_ACCOUNT: '100000000',
  LOGIN_LIMIT_PER_IP: '100000000',
  RATE_LIMIT_MAX: '100000000',
};

/** Seals one body as the web app does (WebCrypto there, node:crypto here: the same bytes). */
function seal(publicKey: string, payload: unknown) {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`POST ${LOGIN_PATH}`));
  const plaintext = JSON.stringify({
    payload,
    ts: Date.now(),
    nonce: randomBytes(16).toString('hex'),
  });
  const sealed = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    key,
  );
  return {
    body: JSON.stringify({ data: sealed.toString('base64') }),
    encryption: wrapped.toString('base64'),
  };
}

/** Successful sign-ins of player01 per second, 10 connections, after a 1 s warm-up. */
export async function loginsPerSecond(baseUrl: string): Promise<number> {
  const keyRes = (await (await fetch(`${baseUrl}/wps/session/key/rsa`)).json()) as {
    value: { publicKey: string };
  };
  const { publicKey } = keyRes.value;
  const credentials = { type: 'username', username: 'player01', password: 'Player123' };
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: 10,
      duration,
      requests: [
        {
          method: 'POST',
          path: LOGIN_PATH,
          // Called for every request: a new key, iv and nonce each time, as a browser would.
          setupRequest: (req) => {
            const { body, encryption } = seal(publicKey, credentials);
            return { ...req, body, headers: { 'content-type': 'application/json', encryption } };
          },
        },
      ],
    });
  await run(1);
  const result = await run(durationSeconds);
  if (result.non2xx > 0) throw new Error(`${LOGIN_PATH}: ${result.non2xx} non-2xx responses`);
  return Math.round(result.requests.average);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await spawnServer({ LOG_LEVEL: 'error', ...loginBenchEnv });
  try {
    console.log(
      `POST ${LOGIN_PATH} (sealed body + argon2id): ${await loginsPerSecond(server.url)} logins/s`,
    );
  } finally {
    await server.stop();
  }
}
