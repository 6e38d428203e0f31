// The crash run's client: the HTTP calls a player, an operator and a game vendor make, as the web
// app, the operator console and a vendor's server would send them (sealed bodies, the operator
// key, HMAC-signed wallet calls). Every answer is returned with its status and latency; a cut
// connection is an answer too (status 0), so the load never stops on the kill.
import {
  constants,
  createCipheriv,
  createHmac,
  publicEncrypt,
  randomBytes,
  randomInt,
} from 'node:crypto';
import {
  OPERATOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  encryptionAad,
  getRsaKey,
  launchGame,
  vendorSignedText,
  vendorWalletPath,
  type Endpoint,
} from '@app/contract';
// The crash server runs in demo mode: its vendor secrets come from this public seed.
import { DEMO_VENDOR_SECRET_SEED } from '../apps/server/src/demo/mode.ts';
import { OPERATOR_KEY } from './crash-server.ts';

export interface Answer {
  /** 0: no answer (the server was killed, or the connection refused). */
  status: number;
  body: { success?: boolean; value?: unknown; errorCode?: string } | null;
  ms: number;
}

const vendorSecret = (vendor: string) =>
  createHmac('sha256', DEMO_VENDOR_SECRET_SEED).update(`vendor-wallet:${vendor}`).digest('hex');

/**
 * The timestamp and HMAC headers of a seamless-wallet POST to `path`, as the vendor's server
 * signs it: the contract's `<timestamp>.POST <path>.<raw body>`.
 */
export function vendorSignatureHeaders(
  vendorCode: string,
  path: string,
  raw: string,
): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', vendorSecret(vendorCode))
    .update(vendorSignedText(timestamp, 'POST', path, raw))
    .digest('hex');
  return {
    [VENDOR_TIMESTAMP_HEADER.toLowerCase()]: timestamp,
    [VENDOR_SIGNATURE_HEADER.toLowerCase()]: signature,
  };
}

export const idempotencyKey = () => `crash-${randomBytes(12).toString('hex')}`;
export const major = (minor: number) => (minor / 100).toFixed(2);

export class Api {
  private publicKey: string | undefined;

  constructor(readonly url: string) {}

  private async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.url}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let parsed: Answer['body'] = null;
      try {
        parsed = JSON.parse(text) as Answer['body'];
      } catch {
        // not JSON: keep the status alone
      }
      return { status: res.status, body: parsed, ms: performance.now() - started };
    } catch {
      return { status: 0, body: null, ms: performance.now() - started };
    }
  }

  /** The server's RSA key, fetched again after every restart (the client cannot know it kept it). */
  async refreshKey() {
    const a = await this.send('GET', getRsaKey.path, {});
    if (a.status !== 200) throw new Error(`RSA key: ${a.status}`);
    this.publicKey = (a.body!.value as { publicKey: string }).publicKey;
  }

  /** Seals a body as the web app does: AES-256-GCM, key wrapped with RSA-OAEP-256. */
  private seal(method: string, path: string, payload: unknown) {
    if (!this.publicKey) throw new Error('no RSA key yet');
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(encryptionAad(method, path)));
    const plaintext = JSON.stringify({
      payload,
      ts: Date.now(),
      nonce: randomBytes(16).toString('hex'),
    });
    const data = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    const wrapped = publicEncrypt(
      { key: this.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      key,
    );
    return {
      body: JSON.stringify({ data: data.toString('base64') }),
      encryption: wrapped.toString('base64'),
    };
  }

  /** A player's (or anonymous) call of a contract endpoint. */
  call(e: Endpoint, payload?: unknown, token?: string, query?: Record<string, string>) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = token;
    if (e.moduleId) headers.moduleid = e.moduleId;
    const path = query ? `${e.path}?${new URLSearchParams(query)}` : e.path;
    if (payload === undefined) return this.send(e.method, path, headers);
    if (!e.encrypted) return this.send(e.method, path, headers, JSON.stringify(payload));
    const sealed = this.seal(e.method, e.path, payload);
    return this.send(e.method, path, { ...headers, encryption: sealed.encryption }, sealed.body);
  }

  operator(e: Endpoint, payload?: unknown, query?: Record<string, string>) {
    const headers = { [OPERATOR_KEY_HEADER.toLowerCase()]: OPERATOR_KEY };
    const path = query ? `${e.path}?${new URLSearchParams(query)}` : e.path;
    return this.send(
      e.method,
      path,
      headers,
      payload === undefined ? undefined : JSON.stringify(payload),
    );
  }

  /**
   * The launch token a vendor is given when the player with this session opens one of its games
   * for real money (PG's first game, node 10001 of the demo seed, as the lobby launches it):
   * what every bet of that game carries, valid as long as the session lives.
   */
  async launchToken(sessionToken: string): Promise<string> {
    const a = await this.call(launchGame, undefined, sessionToken, {
      gameCategory: 'RNG',
      vendor: 'PG',
      nodeId: '10001',
    });
    const url = (a.body?.value as { gameUrl?: string } | undefined)?.gameUrl;
    const token = url && new URL(url, this.url).searchParams.get('token');
    if (a.status !== 200 || !token)
      throw new Error(`launch: ${a.status} ${JSON.stringify(a.body)}`);
    return token;
  }

  /** A seamless-wallet call signed as the demo vendor's server signs it. */
  vendor(vendorCode: string, op: 'balance' | 'bet' | 'win', body: object) {
    const raw = JSON.stringify(body);
    const path = vendorWalletPath(vendorCode, op);
    return this.send('POST', path, vendorSignatureHeaders(vendorCode, path, raw), raw);
  }
}

export const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
