import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { masked } from '../components/security-centre-screen';

// Spec 2.2 /m/securityCenter (issue 20, agent menu SECPRIV): login password, bound mobile and
// e-mail, and the signed-in devices with signing out one or all others.
const device = (id: number, current: boolean, at: string) => ({
  id,
  device: current ? 'H5' : 'APP',
  ip: '203.0.113.*',
  signedInAt: at,
  expiresAt: '2026-11-30T00:00:00.000Z',
  current,
});
let posted: unknown[] = [];

beforeEach(() => {
  usePreferencesStore.getState().setLanguage('EN');
  useSessionStore.getState().setSession({ token: 'tok-agent', userName: 'agent01', type: 1 });
  posted = [];
  const list = [
    device(3, false, '2026-11-26T10:00:00.000Z'),
    device(2, false, '2026-11-25T10:00:00.000Z'),
    device(1, true, '2026-11-24T10:00:00.000Z'),
  ];
  server.use(
    http.get('*/wps/member/info', () =>
      ok({
        id: 2,
        type: 1,
        nickname: 'Agent One',
        account: 'agent01',
        mobileNum: '1710000002',
        email: null,
        hasPassword: true,
      }),
    ),
    http.get('*/wps/member/sessions', () => ok({ list })),
    http.post('*/wps/member/sessions/end', async ({ request }) => {
      const body = (await request.json()) as { id?: number; others?: true };
      posted.push(body);
      return ok({ list: body.others ? [list[2]] : list.filter((d) => d.id !== body.id) });
    }),
  );
});

describe('security centre /m/securityCenter', () => {
  it('shows the account with its mobile hidden in the middle and no e-mail bound', async () => {
    renderApp('/m/securityCenter');
    const account = await screen.findByRole('region', { name: 'Account' }, { timeout: 5000 });
    await waitFor(() => expect(account).toHaveTextContent('Account nameagent01'));
    expect(account).toHaveTextContent('Mobile number171****0002');
    expect(account).toHaveTextContent('E-mailNot bound');
    expect(within(account).getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
  });

  it('signs out another device after a confirmation, then all the others', async () => {
    renderApp('/m/securityCenter');
    const devices = await screen.findByRole(
      'list',
      { name: 'Signed-in devices' },
      { timeout: 5000 },
    );
    expect(within(devices).getAllByRole('listitem')).toHaveLength(3);
    expect(within(devices).getByText('This device')).toBeInTheDocument();
    const buttons = within(devices).getAllByRole('button', { name: /^Sign out the device/ });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(2));
    expect(posted).toEqual([{ id: 3 }]);
    // One other device left: no "all" button, one sign-out.
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('offers to sign out every other device at once', async () => {
    renderApp('/m/securityCenter');
    const all = await screen.findByRole(
      'button',
      { name: 'Sign out all other devices' },
      { timeout: 5000 },
    );
    await userEvent.click(all);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Sign out 2 other devices? They will need the password to sign in again.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(posted).toEqual([{ others: true }]));
    const devices = screen.getByRole('list', { name: 'Signed-in devices' });
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
  });

  it('hides the middle of numbers and addresses', () => {
    expect(masked('1710000002')).toBe('171****0002');
    expect(masked('agent01@example.com')).toBe('ag****@example.com');
    expect(masked('12345')).toBe('12345');
  });
});
