import type { ServerResponse } from 'node:http';
import type { CrashState } from '@app/contract';
import type { BetsRepository } from './bets-repository.ts';
import { publicRound, type RoundsRepository } from './rounds-repository.ts';

/** Bust points every state carries (the row of the last rounds). */
const RECENT = 12;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

export interface LiveDeps {
  rounds: RoundsRepository;
  bets: BetsRepository;
  now(): Date;
}

/** The crash game's state now, as the stream and `getCrashState` answer it. */
export function createSnapshots(d: LiveDeps) {
  const commitments = new Map<number, string>();
  return async function snapshot(merchantCode: string): Promise<CrashState> {
    const [cur, recent] = await Promise.all([
      d.rounds.latest(merchantCode),
      d.rounds.recent(merchantCode, RECENT),
    ]);
    const counts = cur ? await d.bets.counts(cur.id) : { players: 0, cashedOut: 0 };
    if (cur && !commitments.has(cur.chain_id)) {
      const chain = await d.rounds.chainById(cur.chain_id);
      if (chain) commitments.set(cur.chain_id, chain.commitment);
    }
    return {
      serverTime: d.now().toISOString(),
      round: cur && publicRound(cur),
      commitment: (cur && commitments.get(cur.chain_id)) ?? null,
      ...counts,
      recent: recent.map((r) => ({ roundNo: r.round_no, bustX100: r.bust_x100 })),
    };
  };
}

export type Snapshot = ReturnType<typeof createSnapshots>;

interface Client {
  merchantCode: string;
  raw: ServerResponse;
}

/** What makes two states the same event (the server time aside). */
const keyOf = (s: CrashState) =>
  `${s.round?.roundNo ?? 0}.${s.round?.state ?? 'none'}.${s.players}.${s.cashedOut}`;

/**
 * The live stream's subscribers in this process (server-sent events). After each turn of the
 * clock (whichever process turned it: the state is read from the database), each merchant with
 * subscribers gets the state again when it changed. A new subscriber gets the current state at
 * once, whatever it saw before (a phone that reconnects); `recent` covers the rounds it missed.
 */
export function createLive(snapshot: Snapshot) {
  const clients = new Set<Client>();
  const lastKey = new Map<string, string>();
  let heartbeat: NodeJS.Timeout | null = null;

  const send = (raw: ServerResponse, s: CrashState) =>
    raw.write(`id: ${keyOf(s)}\nevent: state\ndata: ${JSON.stringify(s)}\n\n`);

  return {
    get size() {
      return clients.size;
    },

    async subscribe(merchantCode: string, raw: ServerResponse): Promise<() => void> {
      const client = { merchantCode, raw };
      clients.add(client);
      heartbeat ??= setInterval(() => {
        for (const c of clients) c.raw.write(': keep-alive\n\n');
      }, HEARTBEAT_MS).unref();
      send(raw, await snapshot(merchantCode));
      return () => {
        clients.delete(client);
        if (!clients.size && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = null;
        }
      };
    },

    /** Sends each merchant's state to its subscribers when it changed since the last send. */
    async publish(): Promise<void> {
      const merchants = new Set([...clients].map((c) => c.merchantCode));
      for (const code of merchants) {
        const s = await snapshot(code);
        const key = keyOf(s);
        if (lastKey.get(code) === key) continue;
        lastKey.set(code, key);
        for (const c of clients) if (c.merchantCode === code) send(c.raw, s);
      }
    },

    /** Ends every stream (the app is closing: open streams would hold its server open). */
    close(): void {
      for (const c of clients) c.raw.end();
      clients.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },
  };
}

export type Live = ReturnType<typeof createLive>;
