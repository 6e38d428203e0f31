import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { bannerFixture } from '@/testing/fixtures';
import { testQueryClient } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { BannerCarousel } from '../components/banner-carousel';

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
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loops and auto-plays every 5000 ms from the banner shown, with a dot per banner and each banner named once', async () => {
    server.use(
      http.get('*/wps/system/banners', () =>
        ok([bannerFixture(1), bannerFixture(2), bannerFixture(3)]),
      ),
    );
    renderWithRouter(<BannerCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Featured promotions' });
    // The copies at the track's ends (for the loop) are hidden: three images, three slides.
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const dots = within(carousel).getAllByRole('button', { name: /Show banner/ });
    expect(dots).toHaveLength(3);
    const current = () => dots.findIndex((d) => d.getAttribute('aria-current') === 'true');
    const track = carousel.querySelector('[style*="transform"]') as HTMLElement;
    expect(current()).toBe(0);
    expect(track.style.transform).toBe('translate3d(-100%, 0, 0)');
    expect(track.style.transition).toBe('none');

    // The motion's code arrives after the first render (use-carousel.ts); its timers are faked.
    vi.useFakeTimers();
    await act(() => import('../lib/carousel-motion'));
    // A dot shows its banner (one transition), and the 5000 ms count from there.
    fireEvent.click(dots[1]!);
    expect(current()).toBe(1);
    expect(track.style.transform).toBe('translate3d(-200%, 0, 0)');
    expect(track.style.transition).toBe('');
    fireEvent.transitionEnd(track);
    act(() => void vi.advanceTimersByTime(4_999));
    expect(current()).toBe(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    fireEvent.transitionEnd(track);
    // After the last, forward onto the copy of the first, then at once to the first itself.
    act(() => void vi.advanceTimersByTime(5_000));
    expect(current()).toBe(0);
    expect(track.style.transform).toBe('translate3d(-400%, 0, 0)');
    fireEvent.transitionEnd(track);
    expect(track.style.transform).toBe('translate3d(-100%, 0, 0)');
    expect(track.style.transition).toBe('none');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(current()).toBe(1);
    expect(track.style.transform).toBe('translate3d(-200%, 0, 0)');
  });

  it('does not auto-play or show dots with a single banner', async () => {
    server.use(http.get('*/wps/system/banners', () => ok([bannerFixture(1)])));
    renderWithRouter(<BannerCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Featured promotions' });
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    expect(within(carousel).getAllByRole('img')).toHaveLength(1);
    expect(carousel.querySelector('[style*="transform"]')).toBeNull();
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
