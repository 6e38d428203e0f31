import type { AppInfo } from '@app/contract';
import { NATIVE_APP_UA as contractUa } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { testQueryClient } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { AddToHomeBanner } from '../components/add-to-home-banner';
import { DownloadBar } from '../components/download-bar';
import { InstallOverlays } from '../components/install-overlays';
import { UpdateBanner } from '../components/update-banner';
import type { Surroundings } from '../lib/banners';
import { NATIVE_APP_UA, iosVersion } from '../lib/device';

// Spec 2.13 (update banner, download bar, add-to-home banner), spec 4 (their dismissal rules),
// spec 9 (App...Ver user agent, iOS versions of the install tip, WEBCLIP flag, storage keys).
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36';
const ANDROID_APP = `${ANDROID} AppAndroidVer/1.9.0`;
const IOS_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_12_1 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 Version/12.0 Mobile/15E148 Safari/604.1';
const IOS_12_3 = IOS_12_1.replace('12_1_4', '12_3');
const IOS_11 = IOS_12_1.replace('12_1_4', '11_4');

const links: AppInfo['resources'] = [
  { resourceType: 'IOS', url: 'https://apps.example.com/ios' },
  { resourceType: 'Android', url: 'https://download.example.com/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://download.example.com/clip.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/m/icons/icon.svg' },
];
const info = (over: Partial<AppInfo> = {}): AppInfo => ({
  latestVersion: '2.0.0',
  appVersion: null,
  nativeApp: false,
  platform: 'Android',
  upgrade: false,
  mandatory: false,
  downloadUrl: 'https://download.example.com/app.apk',
  resources: links,
  ...over,
});
const env = (userAgent = ANDROID, installed: Surroundings['installed'] = null) => ({
  userAgent,
  installed,
});

beforeEach(() => {
  usePreferencesStore.getState().setLanguage('EN');
  sessionStorage.clear();
});

describe('download bar (spec 4, 9)', () => {
  it('offers the platform link with the app icon; closing hides it for good (downloadBarClosed)', async () => {
    const { unmount } = render(<DownloadBar info={info()} env={env()} />);
    const bar = screen.getByRole('region', { name: 'Get the app' });
    const link = within(bar).getByRole('link', { name: 'Download the Lucky Star app' });
    // An .apk opens in the same window (spec 2.4).
    expect(link).toHaveAttribute('href', 'https://download.example.com/app.apk');
    expect(link).not.toHaveAttribute('target');
    expect(bar.querySelector('img')).toHaveAttribute('src', '/m/icons/icon.svg');

    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(localStorage.getItem('downloadBarClosed')).toBe('1');
    unmount();
    render(<DownloadBar info={info()} env={env()} />);
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });

  it('gives an iPhone the iOS link in a new window', () => {
    render(<DownloadBar info={info({ platform: 'IOS' })} env={env(IOS_17)} />);
    const link = screen.getByRole('link', { name: 'Download the Lucky Star app' });
    expect(link).toHaveAttribute('href', 'https://apps.example.com/ios');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['inside the native app', info(), env(ANDROID_APP)],
    ['in an installed web app', info(), env(ANDROID, 'PWA')],
    ['from a home-screen web clip', info({ platform: 'IOS' }), env(IOS_17, 'WEBCLIP')],
    ['with no link for the platform', info({ resources: [links[0]!] }), env()],
    ['with no link at all', info({ resources: [], platform: null }), env('Mozilla/5.0 (X11)')],
    ['on an iPhone below 12.4 (the iOS app needs 12.4)', info({ platform: 'IOS' }), env(IOS_12_3)],
  ])('is hidden %s', (_, appInfo, surroundings) => {
    render(<DownloadBar info={appInfo} env={surroundings} />);
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });
});

describe('update banner (spec 2.13, 4)', () => {
  const upgrade = info({ nativeApp: true, appVersion: '1.9.0', upgrade: true });

  it('shows when an upgrade is available; the button opens the platform link', () => {
    render(<UpdateBanner info={upgrade} />);
    const banner = screen.getByRole('region', { name: 'App update' });
    expect(banner).toHaveTextContent('Update to version 2.0.0');
    expect(within(banner).getByRole('link', { name: 'Update now' })).toHaveAttribute(
      'href',
      'https://download.example.com/app.apk',
    );
  });

  it('opens the iOS link on an iPhone', () => {
    render(
      <UpdateBanner
        info={{ ...upgrade, platform: 'IOS', downloadUrl: 'https://apps.example.com/ios' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Update now' })).toHaveAttribute(
      'href',
      'https://apps.example.com/ios',
    );
  });

  it('is not shown without an upgrade', () => {
    render(<UpdateBanner info={info({ nativeApp: true, appVersion: '2.0.0' })} />);
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
  });

  it('closing it lasts the browser session (session flag mobileUpdate)', async () => {
    const { unmount } = render(<UpdateBanner info={upgrade} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the update notice' }));
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
    expect(sessionStorage.getItem('mobileUpdate')).toBe('1');
    expect(localStorage.getItem('mobileUpdate')).toBeNull();
    unmount();
    render(<UpdateBanner info={upgrade} />);
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
    // A new browser session (session storage gone) shows it again.
    sessionStorage.clear();
    render(<UpdateBanner info={upgrade} />);
    expect(screen.getByRole('region', { name: 'App update' })).toBeInTheDocument();
  });

  it('cannot be closed when the update is mandatory, not even by an earlier dismissal', () => {
    sessionStorage.setItem('mobileUpdate', '1');
    render(<UpdateBanner info={{ ...upgrade, mandatory: true }} />);
    const dialog = screen.getByRole('alertdialog', { name: 'App update' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('no longer supported');
    expect(screen.queryByRole('button', { name: 'Close the update notice' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Update now' })).toBeInTheDocument();
  });
});

describe('add-to-home banner (spec 2.13, 9)', () => {
  it.each([
    ['iOS 12.1', IOS_12_1],
    ['iOS 11', IOS_11],
  ])('shows the steps and the profile download on %s; closing sets WEBCLIP', async (_, ua) => {
    render(<AddToHomeBanner info={info({ platform: 'IOS' })} env={env(ua)} />);
    const banner = screen.getByRole('region', { name: 'Add to home screen' });
    expect(banner).toHaveTextContent('Add to Home Screen');
    expect(
      within(banner).getByRole('link', { name: 'Download the home-screen profile' }),
    ).toHaveAttribute('href', 'https://download.example.com/clip.mobileconfig');
    await userEvent.click(screen.getByRole('button', { name: 'Close the home-screen tip' }));
    expect(screen.queryByRole('region', { name: 'Add to home screen' })).toBeNull();
    expect(localStorage.getItem('WEBCLIP')).toBe('1');
  });

  it('has no profile button where no MOBILECONFIG link exists', () => {
    render(<AddToHomeBanner info={info({ resources: [links[0]!] })} env={env(IOS_12_1)} />);
    expect(screen.getByRole('region', { name: 'Add to home screen' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['iOS 12.3', env(IOS_12_3)],
    ['iOS 17', env(IOS_17)],
    ['Android', env(ANDROID)],
    ['a web clip', env(IOS_12_1, 'WEBCLIP')],
  ])('is not shown on %s', (_, surroundings) => {
    render(<AddToHomeBanner info={info()} env={surroundings} />);
    expect(screen.queryByRole('region', { name: 'Add to home screen' })).toBeNull();
  });

  it('is not shown once the WEBCLIP flag is set', () => {
    localStorage.setItem('WEBCLIP', '1');
    render(<AddToHomeBanner info={info()} env={env(IOS_12_1)} />);
    expect(screen.queryByRole('region', { name: 'Add to home screen' })).toBeNull();
  });
});

describe('the overlays in the layout', () => {
  const renderAt = (path: string) =>
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <InstallOverlays />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('ask for app info and show the download bar on home, in BN too', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    server.use(http.get('*/wps/system/appInfo', () => ok(info())));
    renderAt('/m/home');
    expect(await screen.findByRole('region', { name: 'অ্যাপ নিন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ডাউনলোড বার বন্ধ করুন' })).toBeInTheDocument();
  });

  it('set the download bar closed for good when running as an installed web app', async () => {
    const standalone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((q) => ({ matches: q.includes('standalone') }) as MediaQueryList);
    server.use(http.get('*/wps/system/appInfo', () => ok(info())));
    renderAt('/m/home');
    await vi.waitFor(() => expect(localStorage.getItem('downloadBarClosed')).toBe('1'));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    standalone.mockRestore();
  });

  it('show the update banner on other routes, but not the download bar', async () => {
    server.use(
      http.get('*/wps/system/appInfo', () =>
        ok(info({ nativeApp: true, appVersion: '1.0', upgrade: true })),
      ),
    );
    renderAt('/m/login');
    expect(await screen.findByRole('region', { name: 'App update' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });
});

describe('device rules (spec 9)', () => {
  it('detect the native app as the contract does', () => {
    expect(NATIVE_APP_UA.source).toBe(contractUa.source);
    expect(NATIVE_APP_UA.test(ANDROID_APP)).toBe(true);
    expect(NATIVE_APP_UA.test(ANDROID)).toBe(false);
  });

  it('read the iOS version of any iPhone browser', () => {
    expect(iosVersion(IOS_12_1)).toEqual([12, 1, 4]);
    expect(iosVersion(IOS_11)).toEqual([11, 4, 0]);
    expect(iosVersion(ANDROID)).toBeNull();
  });
});
