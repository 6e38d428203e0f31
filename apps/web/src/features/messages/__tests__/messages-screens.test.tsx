import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { announcementFixture } from '@/testing/fixtures';
import { testQueryClient } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { MessagesScreen } from '../components/messages-screen';
import { purify } from '@/shared/lib/purify';
import { spacedCalls } from '../lib/spaced-calls';

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <MessagesScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const signIn = (type: number) =>
  useSessionStore.getState().signIn({
    token: 'token-1',
    userName: 'player01',
    customerType: type,
    firstTimeLogin: false,
    merchantCode: 'demo',
  });

// Clicks through a whole list: more than the default 5 s on a busy machine.
describe('announcement list (spec 2.10, 4, 7)', { timeout: 20_000 }, () => {
  let marked: { announcementId: number }[];
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    marked = [];
    // A server that remembers what was marked read, as the real one does.
    const read = (id: number) => marked.some((m) => m.announcementId === id);
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        ok({
          B: [announcementFixture(1, { title: 'First', content: '<p>One</p>', read: read(1) })],
          PL: [announcementFixture(2, { title: 'Second', content: '<p>Two</p>', read: read(2) })],
          PU: [],
          footer: { unreadCount: 0 },
        }),
      ),
      http.post('*/wps/relay/MCSFE_markRead', async ({ request }) => {
        const body = (await request.json()) as { announcementId: number };
        marked.push(body);
        return ok({ announcementId: body.announcementId, read: true });
      }),
    );
  });
  afterEach(() => useSessionStore.getState().clearSession());

  it('opens one item at a time and marks each opened one read for a member', async () => {
    signIn(0);
    renderAt('/m/message');
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent(/First\s*New/);
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).not.toHaveTextContent('New');
    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(marked).toEqual([
        { announcementId: 1, read: true },
        { announcementId: 2, read: true },
      ]),
    );
  });

  it('never sends mark read for a trial session (type 4)', async () => {
    signIn(4);
    renderAt('/m/message');
    const [first] = within(await screen.findByRole('list')).getAllByRole('button');
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await new Promise((r) => setTimeout(r, 300));
    expect(marked).toEqual([]);
  });
});

describe('spacedCalls', () => {
  it('runs every call, each at least the gap after the one before', async () => {
    vi.useFakeTimers();
    const spaced = spacedCalls(150);
    const at: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 3; i++) void spaced(async () => at.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(1000);
    expect(at).toEqual([0, 150, 300]);
    vi.useRealTimers();
  });
});

describe('purify (DOMPurify, second pass)', () => {
  it('drops what the server should already have dropped', () => {
    const out = purify(
      '<p onclick="x()">a<img src="https://evil.example/x.png"><img src="/ok.png">' +
        '<span style="background:url(https://e.example/)">s</span><a href="javascript:alert(1)">j</a>' +
        '<svg onload="alert(1)"></svg><a href="https://ok.example/" target="x">ok</a></p>',
    );
    expect(out).toBe(
      '<p>a<img><img src="/ok.png"><span>s</span><a>j</a>' +
        '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
  });
});
