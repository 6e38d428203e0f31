import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildSettingsPayloads, type CachedMerchantSettings } from './settings-payloads.ts';
import { ALL_KEYS } from '../platform/cache/invalidation-plugin.ts';

/** The invalidation topic of merchant settings; the key is the merchant code. */
export const MERCHANT_TOPIC = 'merchant';

/**
 * Every API request resolves its merchant (plugins/merchant-context.ts), and the settings
 * endpoints send little else, so a merchant's settings are loaded, validated and serialised once
 * and kept until they change: whoever changes a merchant publishes
 * `app.invalidation.publish(MERCHANT_TOPIC, code)` after committing, which drops the entry in
 * every process. There is no expiry: a stale entry would be a bug in a publisher.
 *
 * Code that sends or embeds settings (the web pages' boot data) reads them here; code that keeps
 * something derived from them subscribes to MERCHANT_TOPIC itself.
 */
export interface SettingsCache {
  /** The merchant's settings, or null when no merchant has this code. */
  get(merchantCode: string): Promise<CachedMerchantSettings | null>;
  /**
   * What get() would return if it is already loaded, else undefined; lets the per-request lookup
   * skip a promise when the cache is warm.
   */
  peek(merchantCode: string): CachedMerchantSettings | null | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    settingsCache: SettingsCache;
  }
}

/** Codes that name no merchant are remembered too, but only this many (any code can be sent). */
const MAX_UNKNOWN = 1_000;

async function settingsCache(app: FastifyInstance) {
  const merchants = app.repos.merchants;
  const loaded = new Map<string, CachedMerchantSettings>();
  const unknown = new Set<string>();
  // One load per code at a time.
  const loading = new Map<string, Promise<CachedMerchantSettings | null>>();

  const load = (code: string): Promise<CachedMerchantSettings | null> => {
    const pending = merchants.findVersioned(code).then((found) => {
      const settings =
        found && buildSettingsPayloads(found.merchant, found.version, app.config.publicUrl);
      // Dropped while loading: the answer may predate the change, so it serves only this wait.
      if (loading.get(code) !== pending) return settings;
      loading.delete(code);
      if (settings) {
        loaded.set(code, settings);
        return settings;
      }
      if (unknown.size >= MAX_UNKNOWN) unknown.clear();
      unknown.add(code);
      return null;
    });
    loading.set(code, pending);
    // A failed load (database down, settings the contract refuses) is retried by the next request.
    pending.catch(() => loading.get(code) === pending && loading.delete(code));
    return pending;
  };
  const drop = (code: string) => {
    if (code === ALL_KEYS) {
      loaded.clear();
      unknown.clear();
      loading.clear();
      return;
    }
    loaded.delete(code);
    unknown.delete(code);
    loading.delete(code);
  };
  const unsubscribe = app.invalidation.subscribe(MERCHANT_TOPIC, drop);
  app.addHook('onClose', async () => unsubscribe());

  const peek = (code: string) => loaded.get(code) ?? (unknown.has(code) ? null : undefined);
  app.decorate('settingsCache', {
    peek,
    async get(code) {
      const hit = peek(code);
      if (hit !== undefined) return hit;
      return loading.get(code) ?? load(code);
    },
  } satisfies SettingsCache);
}

export default fp(settingsCache, {
  name: 'settings-cache',
  dependencies: ['database', 'invalidation'],
});
