import http from 'node:http';
import { getRsaKey, type Endpoint } from '@app/contract';
import { sealBody } from './sealed-body.ts';

/** An answer of a server in another process; a cut or refused connection is status 0. */
export interface HttpAnswer {
  status: number;
  body: { success?: boolean; value?: unknown; errorCode?: string } | null;
  /** Why there was no answer (status 0), e.g. ECONNRESET. */
  error?: string;
  /** The answer's headers (absent without an answer). */
  headers?: http.IncomingHttpHeaders;
  /** performance.now() when the answer (or the failure) came. */
  at: number;
}

/**
 * A client of a spawned server over real sockets (node:http, kept alive), for tests of what
 * happens to connections: unlike app.inject, a reset connection is seen as one.
 */
export class HttpClient {
  readonly agent: http.Agent;
  private publicKey: string | undefined;

  /** `keepAlive: false`: a new connection for every request, closed after its answer. */
  constructor(
    readonly url: string,
    sockets = 64,
    keepAlive = true,
  ) {
    this.agent = new http.Agent({ keepAlive, maxSockets: sockets });
  }

  /** `sent` is called once the whole request has been handed to the connection. */
  send(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
    sent?: () => void,
  ) {
    return new Promise<HttpAnswer>((resolve) => {
      const req = http.request(
        `${this.url}${path}`,
        {
          method,
          agent: this.agent,
          headers:
            body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (err) =>
            resolve({ status: 0, body: null, error: err.message, at: now() }),
          );
          res.on('end', () => {
            let parsed: HttpAnswer['body'] = null;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as HttpAnswer['body'];
            } catch {
              // not JSON: the status alone
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers, at: now() });
          });
        },
      );
      req.on('error', (err) => resolve({ status: 0, body: null, error: err.message, at: now() }));
      if (sent) req.on('finish', sent);
      req.end(body);
    });
  }

  /** Calls a contract endpoint as the web app does: sealed when `encrypted`. */
  async call(
    e: Endpoint,
    payload?: unknown,
    headers: Record<string, string> = {},
    sent?: () => void,
  ) {
    if (payload === undefined) return this.send(e.method, e.path, headers, undefined, sent);
    if (!e.encrypted) return this.send(e.method, e.path, headers, JSON.stringify(payload), sent);
    this.publicKey ??= (
      (await this.send('GET', getRsaKey.path)).body!.value as { publicKey: string }
    ).publicKey;
    const sealed = await sealBody(this.publicKey, e.method, e.path, payload);
    return this.send(
      e.method,
      e.path,
      { ...headers, encryption: sealed.encryption },
      JSON.stringify(sealed.body),
      sent,
    );
  }

  close() {
    this.agent.destroy();
  }
}

const now = () => performance.now();

/** The value of a 200 answer, or an error that shows the answer. */
export function valueOf<T>(what: string, a: HttpAnswer): T {
  if (a.status !== 200 || !a.body?.success) {
    throw new Error(`${what}: ${a.status} ${a.error ?? JSON.stringify(a.body)}`);
  }
  return a.body.value as T;
}
