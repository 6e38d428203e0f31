import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { consolidatedFixture, demoFlags, sessionFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { openSealedRequest } from '@/testing/sealed';
import { fail, ok, server } from '@/testing/server';

const fillPasswordLogin = async (username = 'player01', password = 'Player123') => {
  await userEvent.type(await screen.findByLabelText('Account'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
};

describe('login screen /m/login (spec 2.6)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));
  afterEach(() => vi.restoreAllMocks());

  it('signs in with an encrypted body, saves MC_SESSION_INFO (spec 3) and goes home', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        bodies.push(await openSealedRequest(request));
        return ok(sessionFixture());
      }),
    );
    const { router } = renderApp('/m/login', { history: ['/m/home'] });
    await fillPasswordLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(bodies).toEqual([{ type: 'username', username: 'player01', password: 'Player123' }]);
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO')!)).toEqual({
      token: 'tok-player01',
      merchantCode: 'demo',
      userName: 'player01',
      type: 0,
      firstTimeLogin: false,
    });
  });

  it('sends a first login to the password change', async () => {
    server.use(
      http.post('*/wps/session/login', () => ok(sessionFixture({ firstTimeLogin: true }))),
    );
    const { router } = renderApp('/m/login');
    await fillPasswordLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
  });

  it('shows a captcha after a failed login that asks for one, reloads it on tap and sends its answer', async () => {
    let captchas = 0;
    const attempts: unknown[] = [];
    server.use(
      http.get('*/wps/captcha', () => {
        captchas++;
        return ok({
          captchaId: `c${captchas}`,
          image: `data:image/svg+xml;base64,${btoa(`<svg>${captchas}</svg>`)}`,
        });
      }),
      http.post('*/wps/session/login', async ({ request }) => {
        attempts.push(await openSealedRequest(request));
        return attempts.length === 1
          ? Response.json(
              { success: false, errorCode: 'login.failed', message: 'x', value: { captcha: true } },
              { status: 400 },
            )
          : ok(sessionFixture());
      }),
    );
    const { router } = renderApp('/m/login');
    await fillPasswordLogin('player01', 'wrong-pass1');
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    const refresh = await screen.findByRole('button', {
      name: 'Captcha picture, tap for a new one',
    });
    await waitFor(() => expect(within(refresh).getByRole('presentation')).toHaveAttribute('src'));
    expect(captchas).toBe(1);
    await userEvent.click(refresh);
    await waitFor(() => expect(captchas).toBe(2));

    // Required, digits only (spec 5).
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter the code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Captcha'), '12a');
    expect(
      await screen.findByText('Enter the digits in the picture (at most 6)'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Captcha'));
    await userEvent.type(screen.getByLabelText('Captcha'), '4821');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Player123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(attempts[1]).toEqual({
      type: 'username',
      username: 'player01',
      password: 'Player123',
      captcha: '4821',
      captchaId: 'c2',
    });
  });

  it('validates by the login rules and re-evaluates the errors 200 ms after a language change', async () => {
    renderApp('/m/login');
    await userEvent.type(await screen.findByLabelText('Account'), 'ab');
    await userEvent.tab();
    expect(
      await screen.findByText('Account format error (6-16 letters or digits)'),
    ).toBeInTheDocument();
    usePreferencesStore.getState().setLanguage('BN');
    await waitFor(() =>
      expect(screen.getByText('অ্যাকাউন্টের ফরম্যাট ভুল (6-16টি অক্ষর বা সংখ্যা)')).toBeInTheDocument(),
    );
  });

  it('offers the SMS method only when MOBILEVERCODELOGIN3 is on, and never the third-party icons', async () => {
    server.use(
      http.get('*/wps/system/settings/consolidated', () =>
        ok(consolidatedFixture([...demoFlags, 'FACEBOOKLOGIN3', 'GOOGLELOGIN3'])),
      ),
    );
    const first = renderApp('/m/login');
    expect(await screen.findByRole('tab', { name: 'SMS login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook|Google/ })).toBeNull();
    first.unmount();

    server.use(
      http.get('*/wps/system/settings/consolidated', () =>
        ok(consolidatedFixture(demoFlags.filter((f) => f !== 'MOBILEVERCODELOGIN3'))),
      ),
    );
    renderApp('/m/login');
    expect(await screen.findByLabelText('Account')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('tab', { name: 'SMS login' })).toBeNull();
  });

  it('signs in for free play as a trial (token and merchant code, trialName) and goes home', async () => {
    server.use(
      http.post('*/wps/session/login/freeplay', () =>
        ok(sessionFixture({ token: 'trial-tok', userName: 'trial_8842', customerType: 4 })),
      ),
    );
    const { router } = renderApp('/m/login', { history: ['/m/home'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO')!)).toEqual({
      token: 'trial-tok',
      merchantCode: 'demo',
    });
    expect(sessionStorage.getItem('trialName')).toBe('trial_8842');
    expect(useSessionStore.getState().trial).toBe(true);
  });

  it('shows the translated error of a refused login and stays on the page', async () => {
    server.use(http.post('*/wps/session/login', () => fail(429, 'TOO_MANY_REQUESTS')));
    const { router } = renderApp('/m/login');
    await fillPasswordLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('links to /m/forget and /m/register', async () => {
    renderApp('/m/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/m/forget',
    );
    expect(screen.getByRole('link', { name: 'No account? Register' })).toHaveAttribute(
      'href',
      '/m/register',
    );
  });
});
