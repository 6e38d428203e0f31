import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { consolidatedFixture, demoFlags, sessionFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { openSealedRequest } from '@/testing/sealed';
import { fail, ok, server } from '@/testing/server';

describe('forgot password /m/forget (spec 2.8, 4, 5)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('offers e-mail and mobile tabs with CHNGPASSVERIF3, else e-mail only', async () => {
    const first = renderApp('/m/forget');
    expect(
      await screen.findByRole('heading', { name: 'Retrieve password ways' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();

    server.use(
      http.get('*/wps/system/settings/consolidated', () =>
        ok(consolidatedFixture(demoFlags.filter((f) => f !== 'CHNGPASSVERIF3'))),
      ),
    );
    renderApp('/m/forget');
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('enables retrieval once both fields are valid, sends them trimmed, then goes back after 1 s', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        bodies.push(await request.json());
        return ok(null);
      }),
    );
    const { router } = renderApp('/m/forget', { history: ['/m/login'] });
    const submit = await screen.findByRole('button', { name: 'Retrieve password' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Account'), ' player01 ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'player01@example');
    await userEvent.tab();
    expect(await screen.findByText('E-mail incorrect')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('E-mail'), '.com ');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(
      await screen.findByText('A temporary password has been sent to your e-mail'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'player01', email: 'player01@example.com' }]);
    expect(router.state.location.pathname).toBe('/m/forget');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), {
      timeout: 2000,
    });
  });

  it('sets a password by phone (code purpose password) and signs in with it', async () => {
    const sms: unknown[] = [];
    const sets: unknown[] = [];
    const logins: unknown[] = [];
    server.use(
      http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
        sms.push(await request.json());
        return ok({ expirationTime: Date.now() + 300_000, expiredMinutes: 5 });
      }),
      http.post('*/wps/member/password/verification', async ({ request }) => {
        sets.push(await openSealedRequest(request));
        return ok({ userName: 'player01' });
      }),
      http.post('*/wps/session/login', async ({ request }) => {
        logins.push(await openSealedRequest(request));
        return ok(sessionFixture());
      }),
    );
    const { router } = renderApp('/m/forget');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    const submit = screen.getByRole('button', { name: 'Set new password' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Country code +880 (Bangladesh)' }));
    await userEvent.click(screen.getByRole('button', { name: /India/ }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await userEvent.type(screen.getByLabelText('Verification code'), '112233');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh123');
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sms).toEqual([
      { mobileNum: '912345678', countryDialingCode: '+91', purpose: 'password' },
    ]);
    expect(sets).toEqual([
      {
        mobileNum: '912345678',
        countryDialingCode: '+91',
        verificationCode: '112233',
        newPassword: 'Fresh123',
      },
    ]);
    expect(logins).toEqual([{ type: 'username', username: 'player01', password: 'Fresh123' }]);
  });

  it.each([
    ['modify.new.old.same', 'New password', 'Verification code'],
    ['verification.code.invalid', 'Verification code', 'New password'],
  ])('on %s clears %s and keeps %s', async (code, cleared, kept) => {
    server.use(http.post('*/wps/member/password/verification', () => fail(400, code)));
    renderApp('/m/forget');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '1710000001');
    await userEvent.type(screen.getByLabelText('Verification code'), '112233');
    await userEvent.type(screen.getByLabelText('New password'), 'Player123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByLabelText(cleared)).toHaveValue(''));
    expect(screen.getByLabelText(kept)).not.toHaveValue('');
  });
});
