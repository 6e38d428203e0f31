import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { bannerFixture } from '@/testing/fixtures';
import { testQueryClient } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { BannerCarousel } from '../components/banner-carousel';

const autoplay = vi.hoisted(() =>
  vi.fn((options: unknown) => ({ name: 'autoplay', options, init() {}, destroy() {} })),
);
vi.mock('embla-carousel-autoplay', () => ({ default: autoplay }));

function renderWithRouter(ui: ReactNode) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/m/home']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('home banner carousel (spec 2.5)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    autoplay.mockClear();
  });

  it('loops and auto-plays every 5000 ms, not stopped by interaction, with one dot per banner', async () => {
    server.use(
      http.get('*/wps/system/banners', () =>
        ok([bannerFixture(1), bannerFixture(2), bannerFixture(3)]),
      ),
    );
    renderWithRouter(<BannerCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Featured promotions' });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
    expect(within(carousel).getAllByRole('button', { name: /Show banner/ })).toHaveLength(3);
    // Embla arrives after the first render (use-carousel.ts).
    await waitFor(() =>
      expect(autoplay).toHaveBeenCalledWith({ delay: 5000, stopOnInteraction: false }),
    );
  });

  it('does not auto-play or show dots with a single banner', async () => {
    server.use(http.get('*/wps/system/banners', () => ok([bannerFixture(1)])));
    renderWithRouter(<BannerCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Featured promotions' });
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    expect(autoplay).not.toHaveBeenCalled();
  });

  it('asks for the m_home group and makes linked banners tappable', async () => {
    let group: string | null = null;
    server.use(
      http.get('*/wps/system/banners', ({ request }) => {
        group = new URL(request.url).searchParams.get('groupName');
        return ok([
          bannerFixture(1, { link: '/m/activity?id=3' }),
          bannerFixture(2, { link: 'https://partner.example.com/promo' }),
        ]);
      }),
    );
    renderWithRouter(<BannerCarousel />);
    expect(await screen.findByRole('link', { name: 'Banner 1' })).toHaveAttribute(
      'href',
      '/m/activity?id=3',
    );
    expect(screen.getByRole('link', { name: 'Banner 2' })).toHaveAttribute('target', '_blank');
    expect(group).toBe('m_home');
  });

  it('renders nothing when the group has no banners', async () => {
    renderWithRouter(<BannerCarousel />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Featured promotions' })).toBeNull();
  });
});
