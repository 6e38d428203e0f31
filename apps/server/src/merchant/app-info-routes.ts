import type { FastifyInstance } from 'fastify';
import { enabledFlags, getAppInfo, MANDATORY_UPDATE_FLAG, NATIVE_APP_UA } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from './merchant-context.ts';
import { compareVersions, platformOf } from './app-versions.ts';

/**
 * GET /wps/system/appInfo: what the download bar, the add-to-home banner and the update banner
 * show (spec 2.13, 4, 9). Links and the mandatory flag come from the cached settings; the latest
 * version is one primary-key read. It depends on the caller's user agent, so it is never cached.
 */
export default async function appInfoRoutes(app: FastifyInstance) {
  registerEndpoint(app, getAppInfo, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const merchant = merchantOf(request);
    const userAgent = request.headers['user-agent'] ?? '';
    const native = NATIVE_APP_UA.exec(userAgent);
    const appVersion = request.query.appVersion ?? native?.[1] ?? null;
    const latestVersion = await app.repos.appInfo.latestVersion(merchant.code);
    const platform = platformOf(userAgent);
    const link = (type: string) =>
      merchant.resources.find((r) => r.resourceType === type)?.url ?? null;
    return {
      latestVersion,
      appVersion,
      nativeApp: native !== null,
      platform,
      upgrade:
        appVersion !== null &&
        latestVersion !== null &&
        compareVersions(appVersion, latestVersion) < 0,
      mandatory: enabledFlags(merchant.whitelabel).has(MANDATORY_UPDATE_FLAG),
      downloadUrl: platform && link(platform),
      resources: merchant.resources,
    };
  });
}
