import { enabledFlags, MANDATORY_UPDATE_FLAG, type WhitelabelNode } from '@app/contract';
import type { AppSettingsChange } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import type { Merchant } from './merchants-repository.ts';

/** The white-label tree with MANDATORYUPDATE3 switched; a tree without it gains an APP branch. */
export function withMandatoryUpdate(tree: WhitelabelNode[], on: boolean): WhitelabelNode[] {
  const enabled = on ? '1' : '0';
  let found = false;
  const walk = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((n) => {
      if (n.modId === MANDATORY_UPDATE_FLAG) {
        found = true;
        return { ...n, enabled };
      }
      return { ...n, childrenNodes: walk(n.childrenNodes) };
    });
  const next = walk(tree);
  if (!found)
    next.push({
      modId: 'APP',
      enabled: '1',
      childrenNodes: [{ modId: MANDATORY_UPDATE_FLAG, enabled, childrenNodes: [] }],
    });
  // A parent switched off would hide the key: the branch of a switched-on key is switched on.
  if (on && !enabledFlags(next).has(MANDATORY_UPDATE_FLAG)) {
    const open = (nodes: WhitelabelNode[]): boolean => {
      for (const n of nodes)
        if (n.modId === MANDATORY_UPDATE_FLAG || open(n.childrenNodes)) {
          n.enabled = '1';
          return true;
        }
      return false;
    };
    open(next);
  }
  return next;
}

/**
 * Migration 009 `merchant_apps`, and the app's parts of the merchant row (resources, the
 * mandatory-update flag). Whoever changes the merchant row publishes MERCHANT_TOPIC afterwards.
 */
export function createAppInfoRepository(db: Queryable) {
  return {
    async latestVersion(merchantCode: string): Promise<string | null> {
      const [row] = await db.query<{ latest_version: string | null }>(
        'SELECT latest_version FROM merchant_apps WHERE merchant_code = $1',
        [merchantCode],
      );
      return row?.latest_version ?? null;
    },

    /** The seed's version: written only when the merchant has no row yet. */
    async insertIfMissing(merchantCode: string, latestVersion: string | null): Promise<void> {
      await db.query(
        `INSERT INTO merchant_apps (merchant_code, latest_version) VALUES ($1, $2)
         ON CONFLICT (merchant_code) DO NOTHING`,
        [merchantCode, latestVersion],
      );
    },

    /** An operator's change, in one transaction with the merchant row when that changes too. */
    async update(merchant: Merchant, change: AppSettingsChange): Promise<{ rowChanged: boolean }> {
      if (change.latestVersion !== undefined)
        await db.query(
          `INSERT INTO merchant_apps (merchant_code, latest_version) VALUES ($1, $2)
           ON CONFLICT (merchant_code)
           DO UPDATE SET latest_version = EXCLUDED.latest_version, updated_at = now()`,
          [merchant.code, change.latestVersion],
        );
      if (change.resources === undefined && change.mandatoryUpdate === undefined)
        return { rowChanged: false };
      const resources = change.resources ?? merchant.resources;
      const whitelabel =
        change.mandatoryUpdate === undefined
          ? merchant.whitelabel
          : withMandatoryUpdate(merchant.whitelabel, change.mandatoryUpdate);
      await db.query(
        `UPDATE merchants
            SET resources = $2, whitelabel = $3,
                updated_at = GREATEST(now(), updated_at + interval '1 microsecond')
          WHERE code = $1`,
        [merchant.code, JSON.stringify(resources), JSON.stringify(whitelabel)],
      );
      return { rowChanged: true };
    },
  };
}

export type AppInfoRepository = ReturnType<typeof createAppInfoRepository>;
