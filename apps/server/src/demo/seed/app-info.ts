import type { Queryable } from '../../platform/db/db.ts';
import { createAppInfoRepository } from '../../merchant/app-info-repository.ts';

/**
 * The demo's native app: version 2.0.0 is out, so an app that reports 1.x in its user agent
 * (`AppAndroidVer/1.9.0`) sees the update banner. Its links are the demo merchant's resources.
 */
export const demoAppSource = { latestVersion: '2.0.0' } as const;

export async function seedAppInfo(tx: Queryable, merchantCode: string): Promise<void> {
  await createAppInfoRepository(tx).insertIfMissing(merchantCode, demoAppSource.latestVersion);
}
