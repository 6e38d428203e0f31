import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  balanceFixture,
  consolidatedFixture,
  memberFixture,
  registerSettingsFixture,
  testRsaKeys,
} from './account-fixtures';
import { statusFixture } from './fixtures';

export const ok = (value: unknown) => HttpResponse.json({ success: true, value });
export const fail = (status: number, errorCode: string, message = '') =>
  HttpResponse.json({ success: false, errorCode, message }, { status });

/**
 * An answer a handler awaits until the test releases it: a request the test must see in flight
 * whatever the machine's speed (a fixed delay can end before a loaded machine's next step).
 */
export function heldAnswer() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** Defaults: a normal site with no banners and no announcements; tests override per case. */
export const handlers = [
  http.get('*/wps/system/status', () => ok(statusFixture())),
  http.get('*/wps/system/banners', () => ok([])),
  http.get('*/wps/relay/MCSFE_getListAnnouncements', () => ok({ footer: { unreadCount: 0 } })),
  // The demo merchant's settings and a signed-in member's data, as the reference server seeds them.
  http.get('*/wps/system/settings/consolidated', () => ok(consolidatedFixture())),
  http.get('*/wps/system/setting/register', () => ok(registerSettingsFixture())),
  // The layout loads the install overlays (features/install) when idle: no app, no links.
  http.get('*/wps/system/appInfo', () =>
    ok({
      latestVersion: null,
      appVersion: null,
      nativeApp: false,
      platform: null,
      upgrade: false,
      mandatory: false,
      downloadUrl: null,
      resources: [],
    }),
  ),
  http.get('*/wps/session/key/rsa', () =>
    ok({ keyId: 'test', publicKey: testRsaKeys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' }),
  ),
  http.get('*/wps/member/info', () => ok(memberFixture())),
  http.get('*/wps/v2/wallets/balance', () => ok(balanceFixture())),
  // No bonus: nothing holds withdrawals back (issue 19).
  http.get('*/wps/member/bonus-grants', () =>
    ok({ currency: 'BDT', currencySymbol: '৳', turnoverLeftMinor: 0, grants: [] }),
  ),
  http.put('*/wps/session/renew', () => ok({ expiresAt: '2030-01-01T00:00:00.000Z' })),
  http.delete('*/wps/session/logout', () => ok(null)),
  // The home's game entrance asks for the catalogue: empty unless a test serves one.
  http.get('*/wps/relay/GCSGAME_newGameVendor', () => ok({ vendors: {}, sorting: [] })),
  http.get('*/wps/relay/GCSGAME_hotGamesV2', () => ok({ list: [] })),
  http.get('*/wps/relay/MCSFE_getFavoriteGameIds', () => ok([])),
  http.get('*/wps/relay/GCSGAME_gameList', () =>
    ok({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
  ),
];

export const server = setupServer(...handlers);
