import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { announcementFixture } from '@/testing/fixtures';
import { testQueryClient } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { NoticeTicker } from '../components/notice-ticker';

const renderTicker = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/m/home']}>
        <NoticeTicker />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('home notice ticker (spec 2.5, 7)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('asks for types B,PL,PU,PR,H of group m_home on platform M and scrolls their titles; tapping opens /m/message', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return ok({
          PL: [announcementFixture(1, { title: 'Server upgrade tonight' })],
          H: [announcementFixture(2, { type: 'H', title: 'Welcome bonus' })],
          footer: { unreadCount: 0 },
        });
      }),
    );
    renderTicker();
    const link = await screen.findByRole('link', { name: /Server upgrade tonight/ });
    expect(link).toHaveAccessibleName(expect.stringContaining('Welcome bonus'));
    expect(link).toHaveAttribute('href', '/m/message');
    expect(query).toEqual({ types: 'B,PL,PU,PR,H', platform: 'M', groupName: 'm_home' });
  });

  it("says 'No announcement' when there is none", async () => {
    renderTicker();
    expect(await screen.findByText('No announcement')).toBeInTheDocument();
  });
});
