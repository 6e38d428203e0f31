// The wallet bench's vendor side (bench/wallet.ts): signed seamless-wallet calls on keep-alive
// connections, one connection per member, and the tally of their answers (latencies, non-2xx).
import http from 'node:http';
import { vendorWalletPath } from '@app/contract';
import { vendorSignatureHeaders } from './crash-client.ts';
import type { Player } from './wallet-history.ts';

const VENDOR = 'PG';
const STAKE_MINOR = 100;

export interface Answer {
  status: number;
  text: string;
  ms: number;
}

function post(agent: http.Agent, port: number, path: string, body: object): Promise<Answer> {
  const raw = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          ...vendorSignatureHeaders(VENDOR, path, raw),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

/** One member's vendor: a connection of its own and unique transaction and round ids. */
export class Vendor {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private n = 0;
  constructor(
    private readonly port: number,
    private readonly player: Player,
    private readonly currency: string,
    private readonly run: string,
    /** The launch token of the member's game (Api.launchToken): every bet carries it. */
    private readonly launchToken: string,
  ) {}

  balance() {
    return post(this.agent, this.port, vendorWalletPath(VENDOR, 'balance'), {
      playerId: String(this.player.id),
      currency: this.currency,
    });
  }

  /** A bet, then (call `win` of the answer) the win of the same round. */
  async round(onBet: (a: Answer) => void, onWin: (a: Answer) => void) {
    const n = ++this.n;
    const ids = { roundId: `${this.run}-${this.player.id}-r${n}` };
    const base = { playerId: String(this.player.id), currency: this.currency, ...ids };
    const bet = await post(this.agent, this.port, vendorWalletPath(VENDOR, 'bet'), {
      ...base,
      txId: `${ids.roundId}-b`,
      amountMinor: STAKE_MINOR,
      launchToken: this.launchToken,
    });
    onBet(bet);
    // 0, 1 or 2 stakes back: the wallets neither drain nor grow over a run.
    const win = await post(this.agent, this.port, vendorWalletPath(VENDOR, 'win'), {
      ...base,
      txId: `${ids.roundId}-w`,
      amountMinor: STAKE_MINOR * (n % 3),
    });
    onWin(win);
  }

  close() {
    this.agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Tallying the answers.

export interface Tally {
  latencies: number[];
  non2xx: number;
  samples: string[];
}
export const newTally = (): Tally => ({ latencies: [], non2xx: 0, samples: [] });
export const note = (t: Tally) => (a: Answer) => {
  t.latencies.push(a.ms);
  if (a.status < 200 || a.status >= 300) {
    t.non2xx++;
    if (t.samples.length < 3) t.samples.push(`${a.status} ${a.text.slice(0, 200)}`);
  }
};

/** Every vendor plays rounds until `forSeconds` have passed; calls/s over the whole time. */
export async function playRounds(vendors: Vendor[], forSeconds: number) {
  const tally = newTally();
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  await Promise.all(
    vendors.map(async (v) => {
      while (performance.now() < deadline) await v.round(note(tally), note(tally));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ...tally, seconds: elapsed, callsPerSecond: tally.latencies.length / elapsed };
}

/** What `playRounds` measured. */
export type Played = Awaited<ReturnType<typeof playRounds>>;
