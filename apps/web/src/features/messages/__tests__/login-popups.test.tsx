import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { announcementFixture } from '@/testing/fixtures';
import { testQueryClient } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { LoginPopups } from '../components/login-popups';
import { localDate } from '../lib/popup-schedule';

// Spec 2.5 "a login popup list", spec 4 (opened announcements are marked read), spec 7 (popular
// announcements).
const popups = [
  announcementFixture(7, { type: 'PU', title: 'Welcome', content: '<p>Claim <b>100%</b></p>' }),
  announcementFixture(8, {
    type: 'PU',
    title: 'Get the app',
    content: '<p>Install it</p><img src="x" onerror="alert(1)">',
  }),
];

// Each sign-in is a new session, with a token of its own.
let signIns = 0;
const signIn = () =>
  useSessionStore.getState().signIn({
    token: `0123456789abcdef-token-${++signIns}`,
    userName: 'player01',
    customerType: 0,
    firstTimeLogin: false,
    merchantCode: 'demo',
  });

let asked: number;
let marked: number[];
beforeEach(() => {
  usePreferencesStore.getState().setLanguage('EN');
  sessionStorage.clear();
  localStorage.removeItem('popupHiddenOn');
  asked = 0;
  marked = [];
  server.use(
    http.get('*/wps/relay/MCSFE_getPopularAnnouncements', () => {
      asked++;
      return ok(popups);
    }),
    http.post('*/wps/relay/MCSFE_markRead', async ({ request }) => {
      const { announcementId } = (await request.json()) as { announcementId: number };
      marked.push(announcementId);
      return ok({ announcementId, read: true });
    }),
  );
  signIn();
});
afterEach(() => useSessionStore.getState().clearSession());

const renderPopups = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <LoginPopups />
    </QueryClientProvider>,
  );

describe('login pop-ups', () => {
  it('shows each pop-up in turn with sanitised content, Next then Close, marking each read', async () => {
    renderPopups();
    const first = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(first).toHaveAttribute('aria-modal', 'true');
    expect(first).toHaveTextContent('1 of 2');
    await waitFor(() => expect(first.querySelector('b')).toHaveTextContent('100%'));
    // The main action has the focus.
    expect(within(first).getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.click(within(first).getByRole('button', { name: 'Next' }));

    const second = await screen.findByRole('dialog', { name: 'Get the app' });
    expect(second).toHaveTextContent('2 of 2');
    await waitFor(() => expect(second).toHaveTextContent('Install it'));
    expect(second.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(marked.sort()).toEqual([7, 8]));
  });

  it('shows once per session: a second home visit asks nothing, a new sign-in shows them again', async () => {
    const { unmount } = renderPopups();
    await screen.findByRole('dialog', { name: 'Welcome' });
    unmount();
    renderPopups();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toBe(1);
    signIn();
    renderPopups();
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('"Don\'t show again today" keeps them away for the rest of the day, even after a new sign-in', async () => {
    const { unmount } = renderPopups();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show again today" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close announcements' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('popupHiddenOn')).toBe(localDate());
    unmount();
    signIn();
    renderPopups();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another day: shown again.
    localStorage.setItem('popupHiddenOn', '2000-01-01');
    signIn();
    renderPopups();
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('speaks BN', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    renderPopups();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByRole('button', { name: 'পরবর্তী' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'আজ আর দেখাবেন না' })).toBeInTheDocument();
  });
});
