import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { consolidatedFixture, demoFlags, sessionFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { openSealedRequest } from '@/testing/sealed';
import { fail, ok, server } from '@/testing/server';

/** Every call the screen makes after loading, in order: the submit flow is about order. */
const recordCalls = () => {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  server.use(
    http.get('*/wps/check/username', ({ request }) => {
      calls.push(`check ${new URL(request.url).searchParams.get('username')}`);
      return ok({ available: true });
    }),
    http.get('*/wps/agent/affiliate', ({ request }) => {
      const url = new URL(request.url);
      const code = url.searchParams.get('code');
      calls.push(`affiliate ${code} ${url.searchParams.get('domain')}`);
      return ok({ success: code === 'AGENT01', code: code ?? '' });
    }),
    http.put('*/wps/member/register', async ({ request }) => {
      calls.push('register');
      bodies.push(await openSealedRequest(request));
      return ok(sessionFixture({ userName: 'newplayer1', token: 'tok-new' }));
    }),
  );
  return { calls, bodies };
};

const fillUsernameForm = async (values: { affiliate?: string; confirm?: string } = {}) => {
  // The first test of the file waits for the lazy register route too (slow on a loaded machine).
  await userEvent.type(
    await screen.findByLabelText('Account', {}, { timeout: 5000 }),
    'newplayer1',
  );
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm ?? 'Secret123');
  await userEvent.type(screen.getByLabelText('Mobile number'), '01719998877');
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  if (values.affiliate)
    await userEvent.type(screen.getByLabelText('Invitation code'), values.affiliate);
};

describe('registration /m/register (spec 2.7, 4, 5)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('registers (registerMethod H5, registerUrl and domain the host, type 0), says so and goes home signed in', async () => {
    const { calls, bodies } = recordCalls();
    const { router } = renderApp('/m/register', { history: ['/m/home'] });
    await fillUsernameForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(screen.getByText('Registered successfully, ready to enter')).toBeInTheDocument();
    expect(calls.at(-1)).toBe('register');
    expect(bodies[0]).toEqual({
      registerUrl: window.location.host,
      registerMethod: 'H5',
      type: 0,
      domain: window.location.host,
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '1719998877',
      countryDialingCode: '+880',
      verificationCode: '123456',
    });
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO')!)).toMatchObject({
      token: 'tok-new',
      userName: 'newplayer1',
    });
  });

  it('validates everything and focuses the first bad field', async () => {
    const { calls } = recordCalls();
    renderApp('/m/register');
    await userEvent.type(await screen.findByLabelText('Mobile number'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveFocus());
    expect(screen.getByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid mobile number')).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Account'), 'newplayer1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(calls.filter((c) => c === 'register')).toEqual([]);
  });

  it('makes password and confirmation revalidate each other', async () => {
    recordCalls();
    renderApp('/m/register');
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.tab();
    expect(await screen.findByText('Password confirmation does not match')).toBeInTheDocument();
    // Fixing the password (not the confirmation) clears the confirmation's error.
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Secret12');
    await waitFor(() =>
      expect(screen.queryByText('Password confirmation does not match')).toBeNull(),
    );
  });

  it('checks a typed invitation code first and registers only when it is valid', async () => {
    const { calls, bodies } = recordCalls();
    const { router } = renderApp('/m/register');
    await fillUsernameForm({ affiliate: 'AGENT01' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(calls.slice(-2)).toEqual([`affiliate AGENT01 ${window.location.host}`, 'register']);
    expect(bodies[0]).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it("refuses an invalid invitation code: 'Invalid invitation code' for 1 s, then the field takes focus", async () => {
    const { calls } = recordCalls();
    const { router } = renderApp('/m/register');
    await fillUsernameForm({ affiliate: 'NOPE99' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid invitation code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Invitation code')).toHaveFocus(), {
      timeout: 2000,
    });
    expect(calls).not.toContain('register');
    expect(router.state.location.pathname).toBe('/m/register');
  });

  it('registers directly with a valid code from the link, checking it only once', async () => {
    const { calls, bodies } = recordCalls();
    const { router } = renderApp('/m/register?affiliateCode=AGENT01');
    await waitFor(() => expect(calls).toContain(`affiliate AGENT01 ${window.location.host}`));
    await waitFor(() =>
      expect(screen.getByLabelText('Invitation code')).toHaveAttribute('readonly'),
    );
    await fillUsernameForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(calls.filter((c) => c.startsWith('affiliate'))).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it('tells at once that a username is taken', async () => {
    server.use(http.get('*/wps/check/username', () => ok({ available: false })));
    renderApp('/m/register');
    await userEvent.type(await screen.findByLabelText('Account'), 'player01');
    await userEvent.tab();
    expect(await screen.findByText('Sorry, the username already exists.')).toBeInTheDocument();
  });

  it('shows the server refusal under its field (username.exists)', async () => {
    recordCalls();
    server.use(http.put('*/wps/member/register', () => fail(409, 'username.exists')));
    renderApp('/m/register');
    await fillUsernameForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveFocus());
    expect(screen.getAllByText('Sorry, the username already exists.').length).toBeGreaterThan(0);
  });

  it('switches method carrying the typed mobile number; mobile first when only mobile registration is on', async () => {
    recordCalls();
    const first = renderApp('/m/register');
    await userEvent.type(await screen.findByLabelText('Mobile number'), '01719998877');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByLabelText('Account')).toBeNull();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01719998877');
    first.unmount();

    server.use(
      http.get('*/wps/system/settings/consolidated', () =>
        ok(consolidatedFixture(demoFlags.filter((f) => f !== 'USERNAMEREG3'))),
      ),
    );
    renderApp('/m/register');
    await waitFor(() => {
      expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
      expect(screen.queryByLabelText('Account')).toBeNull();
    });
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('counts the SMS wait in expiredMinutes x 60 s and registers by mobile', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/wps/verification/sms/noLogin', () =>
        ok({ expirationTime: Date.now() + 120_000, expiredMinutes: 2 }),
      ),
      http.put('*/wps/member/register/mobile', async ({ request }) => {
        bodies.push(await openSealedRequest(request));
        return ok(sessionFixture({ userName: 'm1719998877' }));
      }),
    );
    const { router } = renderApp('/m/register');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '1719998877');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(
      await screen.findByRole('button', { name: 'Get a new code in 120 seconds' }),
    ).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(bodies[0]).toMatchObject({
      mobileNum: '1719998877',
      countryDialingCode: '+880',
      verificationCode: '654321',
      password: 'Secret123',
    });
    expect(bodies[0]).not.toHaveProperty('username');
  });

  it("links 'already have an account' to /m/login and the agreement to /m/useragreement", async () => {
    renderApp('/m/register');
    expect(
      await screen.findByRole('link', { name: 'Already have an account? Login' }),
    ).toHaveAttribute('href', '/m/login');
    expect(await screen.findByRole('link', { name: 'User agreement' })).toHaveAttribute(
      'href',
      '/m/useragreement',
    );
  });
});
