import type { KeyObject } from 'node:crypto';
import type {
  Purpose,
  ServerKey,
  StoredServerKey,
  createServerKeysRepository,
} from './server-keys-repository.ts';
import { decryptPrivateKey, encryptPrivateKey, isEncryptedAtRest } from './key-at-rest.ts';
import { generateServerKey, loadPrivateKey } from './sealed-body.ts';

export interface RingKey {
  keyId: string;
  publicKey: string;
  privateKey: KeyObject;
}

interface Held extends RingKey {
  /** By this process's clock: the end of its grace period; null for the active key. */
  validUntil: number | null;
}

export interface ServerKeyRingOptions {
  repo: ReturnType<typeof createServerKeysRepository>;
  purpose: Purpose;
  /** Default grace period of a replaced key. */
  graceMs: number;
  /** Encrypts private keys at rest; undefined: stored as plain PEM. */
  encryptionKey: Buffer | undefined;
  now?: () => number;
}

/**
 * The keys of one purpose as this process holds them: the active one, which is published, and
 * the replaced ones still in their grace period, which still open what was sealed with them.
 * The database is the truth; `load` re-reads it (on start, on a rotation anywhere, on the
 * schedule's ticks), so every process on one database holds the same keys.
 */
export class ServerKeyRing {
  #held: Held[] = [];
  /** When the active key was made, by this process's clock. */
  #activeSince = 0;
  /** Parsed private keys by id: a key is decrypted and parsed once, not at every load. */
  #parsed = new Map<string, KeyObject>();
  readonly #now: () => number;
  /** Loads may overlap (a tick and an announcement): the one that started last wins. */
  #loadsStarted = 0;
  #adoptedLoad = 0;

  constructor(private readonly options: ServerKeyRingOptions) {
    this.#now = options.now ?? Date.now;
  }

  get current(): RingKey {
    const active = this.#held[0];
    if (!active || active.validUntil !== null) throw new Error('server keys are not loaded');
    return active;
  }

  /** The private keys that open bodies now, the active one first. */
  usable(): KeyObject[] {
    const now = this.#now();
    return this.#held
      .filter((k) => k.validUntil === null || k.validUntil > now)
      .map((k) => k.privateKey);
  }

  /** Whether the active key is at least `ageMs` old. */
  isOlderThan(ageMs: number): boolean {
    return this.#now() - this.#activeSince >= ageMs;
  }

  /**
   * Reads the keys from the database, making the first one when there is none. Throws (a clear
   * ServerKeyStorageError) when a private key is encrypted with another key than the environment's.
   * Returns whether this call made the first key.
   */
  async load(): Promise<boolean> {
    const { repo, purpose } = this.options;
    const load = ++this.#loadsStarted;
    let rows = await repo.findUsable(purpose);
    let created = false;
    if (rows[0]?.retiredAt !== null) {
      await repo.insertIfNoneActive(purpose, this.toStored(await generateServerKey()));
      // Another process may have stored its key first: use whichever is in the database.
      rows = await repo.findUsable(purpose);
      if (rows[0]?.retiredAt !== null) throw new Error(`the ${purpose} key could not be stored`);
      created = true;
    }
    // An older read that ends after a newer one must not bring back keys the newer one replaced.
    if (load > this.#adoptedLoad) {
      this.#adoptedLoad = load;
      this.#adopt(rows);
    }
    return created;
  }

  #adopt(rows: StoredServerKey[]) {
    const now = this.#now();
    const held = rows.map((row) => ({
      keyId: row.keyId,
      publicKey: row.publicKey,
      privateKey: this.#parse(row),
      validUntil: row.remainingMs === null ? null : now + row.remainingMs,
    }));
    this.#held = held;
    this.#activeSince = now - (rows[0]?.ageMs ?? 0);
    for (const id of this.#parsed.keys()) {
      if (!held.some((k) => k.keyId === id)) this.#parsed.delete(id);
    }
  }

  #parse(row: ServerKey): KeyObject {
    let key = this.#parsed.get(row.keyId);
    if (!key) {
      const pem = decryptPrivateKey(row.privateKey, row.keyId, this.options.encryptionKey);
      key = loadPrivateKey(pem);
      this.#parsed.set(row.keyId, key);
    }
    return key;
  }

  /** The key as it is stored: its private key encrypted when there is a key for that. */
  toStored(key: ServerKey): ServerKey {
    const { encryptionKey } = this.options;
    if (!encryptionKey || isEncryptedAtRest(key.privateKey)) return key;
    return { ...key, privateKey: encryptPrivateKey(key.privateKey, key.keyId, encryptionKey) };
  }

  /**
   * Makes a new active key; the one it replaces opens bodies for `graceMs` more (default: the
   * configured grace). With `ifOlderThanMs`, only when the active key is that old (the schedule,
   * so that processes on one schedule rotate once). Keys still stored as plain PEM are encrypted
   * on the way when there is a key for that. Returns whether it rotated; the ring is reloaded.
   */
  async rotate(options: { ifOlderThanMs?: number; graceMs?: number } = {}): Promise<boolean> {
    const fresh = this.toStored(await generateServerKey());
    const rotated = await this.options.repo.rotate(this.options.purpose, fresh, {
      graceMs: options.graceMs ?? this.options.graceMs,
      ...(options.ifOlderThanMs !== undefined && { ifOlderThanMs: options.ifOlderThanMs }),
      restore: (key) => {
        const stored = this.toStored(key);
        return stored === key ? null : stored.privateKey;
      },
    });
    await this.load();
    return rotated;
  }
}
