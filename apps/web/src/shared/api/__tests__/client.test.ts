import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { statusFixture } from '@/testing/fixtures';
import { fail, ok, server } from '@/testing/server';
import { ApiError } from '../api-error';
import { apiRequest } from '../client';
import { endpoints } from '../endpoints';
import { onUnauthorized } from '../unauthorized';

const captureHeaders = (path: string, value: unknown) => {
  const seen: { headers?: Headers; url?: URL } = {};
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.headers = request.headers;
      seen.url = new URL(request.url);
      return ok(value);
    }),
  );
  return seen;
};

describe('API client (ARCHITECTURE "The API", API-NOTES headers)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends Merchant, Language, X-Gateway-Version and no Authorization without a session', async () => {
    const seen = captureHeaders('/wps/system/status', statusFixture());
    await apiRequest(endpoints.getSystemStatus);
    expect(seen.headers?.get('Merchant')).toBe('demo');
    expect(seen.headers?.get('Language')).toBe('BN');
    expect(seen.headers?.get('X-Gateway-Version')).toBe('3');
    expect(seen.headers?.has('Authorization')).toBe(false);
    expect(seen.headers?.has('ModuleId')).toBe(false);
  });

  it('sends the raw session token, the current language and the endpoint module id', async () => {
    useSessionStore.getState().setSession({ token: 'abc123' });
    usePreferencesStore.getState().setLanguage('EN');
    const seen = captureHeaders('/wps/system/setting/register', {});
    await apiRequest(endpoints.getRegisterSettings);
    expect(seen.headers?.get('Authorization')).toBe('abc123');
    expect(seen.headers?.get('Language')).toBe('EN');
    expect(seen.headers?.get('ModuleId')).toBe('REG3');
  });

  it('builds the query string from the endpoint and its query', async () => {
    const seen = captureHeaders('/wps/relay/MCSFE_getListAnnouncements', {
      footer: { unreadCount: 0 },
    });
    await apiRequest(endpoints.getAnnouncements, {
      query: { types: 'B,PL,PU', platform: 'M', groupName: 'm_home' },
    });
    expect(seen.url?.pathname).toBe('/wps/relay/MCSFE_getListAnnouncements');
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual({
      types: 'B,PL,PU',
      platform: 'M',
      groupName: 'm_home',
    });
  });

  it('unwraps the success envelope to its value', async () => {
    server.use(http.get('*/wps/system/status', () => ok(statusFixture({ status: 2 }))));
    await expect(apiRequest(endpoints.getSystemStatus)).resolves.toMatchObject({
      status: 2,
      location: { country: 'BD' },
    });
  });

  it('throws an ApiError with the errorCode, status and the message translated to the current language', async () => {
    server.use(http.get('*/wps/system/banners', () => fail(429, 'TOO_MANY_REQUESTS', 'slow down')));
    const bnError = await apiRequest(endpoints.getBanners, {
      query: { groupName: 'm_home' },
    }).catch((e: unknown) => e);
    expect(bnError).toBeInstanceOf(ApiError);
    expect(bnError).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      status: 429,
      message: 'অনেক বেশি অনুরোধ। অনুগ্রহ করে একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    });

    usePreferencesStore.getState().setLanguage('EN');
    await expect(
      apiRequest(endpoints.getBanners, { query: { groupName: 'm_home' } }),
    ).rejects.toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('translates dotted error codes (function.not.available)', async () => {
    usePreferencesStore.getState().setLanguage('EN');
    server.use(http.get('*/wps/system/banners', () => fail(403, 'function.not.available', 'nope')));
    await expect(
      apiRequest(endpoints.getBanners, { query: { groupName: 'm_home' } }),
    ).rejects.toMatchObject({
      errorCode: 'function.not.available',
      message:
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    });
  });

  it('falls back to the server message for an unknown code, then to "Unknown error"', async () => {
    usePreferencesStore.getState().setLanguage('EN');
    server.use(
      http.get('*/wps/system/banners', () => fail(400, 'vendor.specific', 'Vendor says no')),
    );
    await expect(
      apiRequest(endpoints.getBanners, { query: { groupName: 'm_home' } }),
    ).rejects.toMatchObject({ message: 'Vendor says no' });

    server.use(
      http.get(
        '*/wps/system/banners',
        () => new HttpResponse('<html>oops</html>', { status: 502 }),
      ),
    );
    await expect(
      apiRequest(endpoints.getBanners, { query: { groupName: 'm_home' } }),
    ).rejects.toMatchObject({
      errorCode: 'unknown.error',
      status: 502,
      message: 'Unknown error',
    });
  });

  it('reports a 401 to the registered handler (the app clears the session and goes to /m/login)', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    server.use(
      http.get('*/wps/system/banners', () => fail(401, 'user.or.token.invalid', 'expired')),
    );
    await expect(
      apiRequest(endpoints.getBanners, { query: { groupName: 'm_home' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    off();
  });

  it('leaves a 401 alone when the session it was sent with has ended meanwhile (a sign-out)', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    useSessionStore.getState().setSession({ token: 'old-session' });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/wps/system/banners', async ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('old-session');
        await answered;
        return fail(401, 'user.or.token.invalid', 'expired');
      }),
    );
    const call = apiRequest(endpoints.getBanners, { query: { groupName: 'm_home' } });
    // The player signs out while the call is on its way; the server then ends that session.
    await new Promise((resolve) => setTimeout(resolve, 10));
    useSessionStore.getState().clearSession();
    answer();
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    off();
  });

  it('rejects a success value that breaks the contract while developing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/wps/system/status', () => ok({ status: 'weird' })));
    await expect(apiRequest(endpoints.getSystemStatus)).rejects.toBeInstanceOf(ApiError);
  });
});
