import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { memberFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { openSealedRequest } from '@/testing/sealed';
import { fail, ok, server } from '@/testing/server';

const signIn = (firstTimeLogin = false) =>
  useSessionStore
    .getState()
    .setSession({ token: 'tok', userName: 'player01', type: 0, firstTimeLogin });

describe('change password /m/changePsw (spec 2.9, 5)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('checks new against old, the confirmation against new, and requires the confirmation', async () => {
    signIn();
    renderApp('/m/changePsw');
    await userEvent.type(await screen.findByLabelText('Old password'), 'Player123');
    await userEvent.type(screen.getByLabelText('New password'), 'Player123');
    await userEvent.tab();
    expect(
      await screen.findByText('The new password and the old password cannot be the same'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh1234');
    await waitFor(() =>
      expect(
        screen.queryByText('The new password and the old password cannot be the same'),
      ).toBeNull(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh12345');
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
  });

  it("saves, says 'Change saved', updates the password manager and goes home after 1 s", async () => {
    signIn(true);
    const stored: unknown[] = [];
    vi.stubGlobal(
      'PasswordCredential',
      class {
        constructor(readonly init: unknown) {
          stored.push(init);
        }
      },
    );
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { store: vi.fn(async () => undefined), get: vi.fn(async () => null) },
    });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/wps/member/password', async ({ request }) => {
        bodies.push(await openSealedRequest(request));
        return ok(null);
      }),
    );
    const { router } = renderApp('/m/changePsw');
    expect(
      await screen.findByText('Welcome! Please set a new password for your account.'),
    ).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Old password'), 'Player123');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh1234');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), {
      timeout: 2000,
    });
    expect(bodies).toEqual([
      { oldPassword: 'Player123', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    ]);
    expect(useSessionStore.getState().session?.firstTimeLogin).toBe(false);
    expect(stored).toEqual([expect.objectContaining({ id: 'player01', password: 'Fresh1234' })]);
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('does not ask for an old password when the member has none', async () => {
    signIn();
    server.use(http.get('*/wps/member/info', () => ok(memberFixture({ hasPassword: false }))));
    renderApp('/m/changePsw');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Old password')).toBeNull());
  });

  it('names each show/hide toggle after its field', async () => {
    signIn();
    renderApp('/m/changePsw');
    const toggle = await screen.findByRole('button', { name: 'Show new password' });
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show old password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
  });

  it("shows the trial restriction of the server ('Please login an actual account ...')", async () => {
    signIn();
    server.use(http.post('*/wps/member/password', () => fail(403, 'trial.restricted')));
    renderApp('/m/changePsw');
    await userEvent.type(await screen.findByLabelText('Old password'), 'Player123');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh1234');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Please login an actual account to use this function.'),
    ).toBeInTheDocument();
  });
});

describe('settings /m/set (spec 2.9)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('lists change password and a sign-out button', async () => {
    signIn();
    renderApp('/m/set');
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
