import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { sessionFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { openSealedRequest } from '@/testing/sealed';
import { ok, server } from '@/testing/server';

describe('SMS login (spec 2.6, 4, 5)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));
  afterEach(() => vi.useRealTimers());

  it('strips the leading zero of the mobile number for the code and the login', async () => {
    const smsBodies: unknown[] = [];
    const logins: unknown[] = [];
    server.use(
      http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
        smsBodies.push(await request.json());
        return ok({ expirationTime: Date.now() + 300_000, expiredMinutes: 5 });
      }),
      http.post('*/wps/session/login', async ({ request }) => {
        logins.push(await openSealedRequest(request));
        return ok(sessionFixture());
      }),
    );
    const { router } = renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '01710000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(smsBodies).toEqual([
      { mobileNum: '1710000001', countryDialingCode: '+880', purpose: 'login' },
    ]);
    expect(logins).toEqual([
      {
        type: 'sms',
        mobileNum: '1710000001',
        countryDialingCode: '+880',
        verificationCode: '123456',
      },
    ]);
  });

  it('asks for a valid number before sending a code', async () => {
    let sent = 0;
    server.use(
      http.post('*/wps/verification/sms/noLogin', () => {
        sent++;
        return ok({ expirationTime: Date.now() + 60_000, expiredMinutes: 1 });
      }),
    );
    renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(sent).toBe(0);
  });

  it('disables the send button during the countdown, ticking every 500 ms down to zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(
      http.post('*/wps/verification/sms/noLogin', () =>
        // Expires in 3.2 s: the button counts 4, 3, 2, 1 and then re-enables.
        ok({ expirationTime: Date.now() + 3200, expiredMinutes: 5 }),
      ),
    );
    renderApp('/m/login');
    await user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await user.type(screen.getByLabelText('Mobile number'), '1710000001');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    const waiting = await screen.findByRole('button', { name: /Get a new code in \d seconds/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent('4 s');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(waiting).toHaveTextContent('3 s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(waiting).toHaveTextContent('2 s');
    // A tick is 500 ms: 400 ms later nothing has changed yet.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(waiting).toHaveTextContent('2 s');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const again = screen.getByRole('button', { name: 'Get code' });
    expect(again).toBeEnabled();
  });

  it('remembers method, number and dialling code but never the password; the password goes to the password manager', async () => {
    const stored: { id: string; password: string }[] = [];
    class FakePasswordCredential {
      readonly type = 'password';
      constructor(readonly init: { id: string; password: string }) {}
    }
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        store: vi.fn(async (c: FakePasswordCredential) => void stored.push(c.init)),
        get: vi.fn(async () => null),
      },
    });
    server.use(http.post('*/wps/session/login', () => ok(sessionFixture())));
    const { router } = renderApp('/m/login');
    await userEvent.type(await screen.findByLabelText('Account'), 'player01');
    await userEvent.type(screen.getByLabelText('Password'), 'Player123');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));

    expect(JSON.parse(localStorage.getItem('credentials')!)).toEqual({
      type: 'username',
      username: 'player01',
    });
    expect(localStorage.getItem('autoLogin')).toBe('1');
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everything).not.toContain('Player123');
    expect(everything).not.toContain(btoa('Player123'));
    await waitFor(() =>
      expect(stored).toEqual([expect.objectContaining({ id: 'player01', password: 'Player123' })]),
    );
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('prefills the remembered account and asks the password manager for its password', async () => {
    localStorage.setItem('credentials', JSON.stringify({ type: 'username', username: 'player01' }));
    vi.stubGlobal('PasswordCredential', class {});
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        store: vi.fn(),
        get: vi.fn(async () => ({ type: 'password', id: 'player01', password: 'Player123' })),
      },
    });
    renderApp('/m/login');
    expect(await screen.findByLabelText('Account')).toHaveValue('player01');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue('Player123'));
    expect(screen.getByLabelText('Account')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('restores a remembered SMS login with its dialling code', async () => {
    localStorage.setItem(
      'credentials',
      JSON.stringify({ type: 'sms', username: '912345678', countryDialingCode: '+91' }),
    );
    renderApp('/m/login');
    expect(await screen.findByRole('tab', { name: 'SMS login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveValue('912345678');
    expect(screen.getByRole('button', { name: 'Country code +91 (India)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  });
});
