import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in the test process between the server under test and a real service (PostgreSQL,
 * Redis), so that a test can take the service away and give it back without touching the
 * machine's own: `cut()` resets every open connection and every new one until `restore()`;
 * `delay(ms)` holds the service's answers back (a slow database rather than a gone one).
 */
export interface TcpProxy {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  cut(): void;
  restore(): void;
  /** Answers from the service arrive this much later (0: at once). */
  delay(ms: number): void;
  /** Connections made through the proxy so far (reconnections show here). */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let refusing = false;
  let delayMs = 0;
  let connections = 0;

  const server = createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    connections++;
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      // Same delay for every chunk: timers of one duration fire in order, so the stream stays whole.
      if (delayMs > 0) setTimeout(() => !client.destroyed && client.write(chunk), delayMs);
      else client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  const cutAll = () => {
    for (const s of open) s.resetAndDestroy();
    open.clear();
  };

  return {
    port,
    through(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut() {
      refusing = true;
      cutAll();
    },
    restore() {
      refusing = false;
    },
    delay(ms) {
      delayMs = ms;
    },
    get connections() {
      return connections;
    },
    async close() {
      refusing = true;
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
