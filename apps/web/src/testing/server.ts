import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { statusFixture } from './fixtures';

export const ok = (value: unknown) => HttpResponse.json({ success: true, value });
export const fail = (status: number, errorCode: string, message = '') =>
  HttpResponse.json({ success: false, errorCode, message }, { status });

/** Defaults: a normal site with no banners and no announcements; tests override per case. */
export const handlers = [
  http.get('*/wps/system/status', () => ok(statusFixture())),
  http.get('*/wps/system/banners', () => ok([])),
  http.get('*/wps/relay/MCSFE_getListAnnouncements', () => ok({ footer: { unreadCount: 0 } })),
];

export const server = setupServer(...handlers);
