import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { maintenanceStatus, restrictedStatus, statusFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { ok, fail, server } from '@/testing/server';

const never = () => delay('infinite');

describe('system status gate (spec 2.5, 4, 2.13)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('shows the maintenance screen at once from a cached status 1, before any answer', async () => {
    localStorage.setItem('status', JSON.stringify(maintenanceStatus()));
    server.use(http.get('*/wps/system/status', never));
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'System upgrading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://cs.example.com/chat',
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('refreshes a cached status: a fresh 0 lifts the cached maintenance and replaces the cache', async () => {
    localStorage.setItem('status', JSON.stringify(maintenanceStatus()));
    renderApp('/m/home');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('status')!).status).toBe(0);
  });

  it('fetches afresh when the cache cannot be parsed, showing a splash meanwhile', async () => {
    localStorage.setItem('status', '{not json');
    let calls = 0;
    server.use(
      http.get('*/wps/system/status', async () => {
        calls += 1;
        await delay(30);
        return ok(statusFixture());
      }),
    );
    renderApp('/m/home');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(JSON.parse(localStorage.getItem('status')!)).toMatchObject({ status: 0 });
  });

  it('treats a cached value of the wrong shape like a bad cache', async () => {
    localStorage.setItem('status', JSON.stringify({ status: 7 }));
    renderApp('/m/home');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows the region-restricted screen with the visitor country and IP for status 2', async () => {
    server.use(http.get('*/wps/system/status', () => ok(restrictedStatus())));
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('US')).toBeInTheDocument();
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
    expect(screen.getByText(/not available in your country or region/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  it('blocks every route, not only home', async () => {
    server.use(http.get('*/wps/system/status', () => ok(maintenanceStatus())));
    renderApp('/m/login');
    expect(await screen.findByRole('heading', { name: 'System upgrading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('shows maintenance when the status call itself answers 503 system.maintenance', async () => {
    server.use(http.get('*/wps/system/status', () => fail(503, 'system.maintenance', 'down')));
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'System upgrading' })).toBeInTheDocument();
  });

  it('lets the player in when the status call fails for another reason', async () => {
    server.use(http.get('*/wps/system/status', () => fail(500, 'unknown.error')));
    renderApp('/m/home');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument(),
    );
  });
});
