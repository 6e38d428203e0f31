import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, server } from '@/testing/server';
import { lastQuery } from '../../../__tests__/games-harness';
import { useHomeGamesStore } from '../home-games-store';
import { serveHome } from './home-harness';

const menu = () => screen.findByRole('navigation', { name: 'Game menu' });
const tabs = () => screen.findByRole('tablist', { name: 'Game types' }, { timeout: 5000 });
const tab = (name: string) => screen.getByRole('tab', { name });
const strip = () => screen.getByRole('list', { name: 'Providers' });

beforeEach(() => {
  usePreferencesStore.getState().setLanguage('EN');
  // The store outlives a render, as it outlives a visit to another screen.
  useHomeGamesStore.setState(useHomeGamesStore.getInitialState());
  Element.prototype.scrollIntoView = vi.fn();
});

describe('home game entrance (spec 2.5)', () => {
  it('opens on the HOT tab with the hot list, the menu showing Hot as chosen', async () => {
    serveHome();
    renderApp('/m/home');
    await tabs();
    expect(tab('Hot')).toHaveAttribute('aria-selected', 'true');
    expect(within(await menu()).getByRole('button', { name: 'Hot' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Hot' });
    expect(within(list).getByRole('button', { name: 'Hot PG' })).toBeInTheDocument();
  });

  it('offers HOT, then the categories in the sorting order', async () => {
    serveHome();
    renderApp('/m/home');
    await tabs();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Hot',
      'Slots',
      'Live',
      'Sports',
      'Lottery',
      'E-sports',
      'Promo',
      'Affiliate',
    ]);
  });

  it('a menu choice selects that tab and brings the top of the games into view', async () => {
    const calls = serveHome();
    renderApp('/m/home');
    await tabs();
    await userEvent.click(within(await menu()).getByRole('button', { name: 'Slots' }));
    expect(tab('Slots')).toHaveAttribute('aria-selected', 'true');
    expect(within(await menu()).getByRole('button', { name: 'Slots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(
      expect.objectContaining({ block: 'start' }),
    );
    expect((Element.prototype.scrollIntoView as ReturnType<typeof vi.fn>).mock.instances[0]).toBe(
      screen.getByRole('region', { name: 'Games' }),
    );
    await waitFor(() => expect(lastQuery(calls.list).gameType).toBe('RNG'));
  });

  it('PROMO in the menu goes to the promotions screen', async () => {
    serveHome();
    const { router } = renderApp('/m/home');
    await userEvent.click(within(await menu()).getByRole('link', { name: 'Promo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
  });

  it.each(['Promo', 'Affiliate'])(
    'the %s tab renders nothing in the content area',
    async (name) => {
      serveHome();
      renderApp('/m/home');
      await tabs();
      await userEvent.click(tab(name));
      expect(screen.getByRole('tabpanel', { name })).toBeEmptyDOMElement();
    },
  );

  it.each([
    ['Sports', 'SABA Sports'],
    ['E-sports', 'TF Gaming'],
  ])('the %s tab lists its vendors, not games', async (name, vendor) => {
    serveHome();
    renderApp('/m/home');
    await tabs();
    await userEvent.click(tab(name));
    const panel = screen.getByRole('tabpanel', { name });
    expect(within(panel).getByRole('button', { name: vendor })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'All' })).toBeNull();
  });

  it('shows a translated error with a retry when the vendors cannot be loaded', async () => {
    serveHome();
    server.use(http.get('*/wps/relay/GCSGAME_newGameVendor', () => fail(500, 'unknown.error')));
    renderApp('/m/home');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load the games.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Bengali by default', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    serveHome();
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'গেম মেনু' });
    expect(within(nav).getByRole('button', { name: 'জনপ্রিয়' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'জনপ্রিয়' }, { timeout: 5000 })).toBeVisible();
  });
});

describe('vendor strip and provider picker (spec 2.5, 4)', () => {
  it("starts with 'all' (no vendor), filters by the vendor tapped, and a tab switch resets it", async () => {
    const calls = serveHome();
    renderApp('/m/home');
    await tabs();
    await userEvent.click(tab('Slots'));
    const buttons = within(strip()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All', 'PG Soft', 'JILI']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastQuery(calls.list).vassalage).toBeUndefined());

    await userEvent.click(within(strip()).getByRole('button', { name: 'JILI' }));
    expect(within(strip()).getByRole('button', { name: 'JILI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(lastQuery(calls.list).vassalage).toBe('JILI'));

    await userEvent.click(tab('Live'));
    await userEvent.click(tab('Slots'));
    expect(within(strip()).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('on HOT offers the hot games’ vendors and filters the hot list', async () => {
    serveHome();
    renderApp('/m/home');
    await tabs();
    await screen.findByRole('list', { name: 'Hot' });
    expect(
      within(strip())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'PG Soft', 'JILI', 'SABA Sports']);
    await userEvent.click(within(strip()).getByRole('button', { name: 'JILI' }));
    const list = screen.getByRole('list', { name: 'Hot' });
    expect(
      within(list)
        .getAllByRole('button', { name: /^Hot / })
        .map((b) => b.textContent),
    ).toEqual(['Hot JILI']);
  });

  it('applies a provider on Submit, and Reset returns to All', async () => {
    const calls = serveHome();
    renderApp('/m/home');
    await tabs();
    await userEvent.click(tab('Slots'));
    await userEvent.click(screen.getByRole('button', { name: 'Provider: All' }));
    let dialog = screen.getByRole('dialog', { name: 'Choose provider' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'PG Soft' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(lastQuery(calls.list).vassalage).toBe('PG'));
    expect(within(strip()).getByRole('button', { name: 'PG Soft' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Provider: PG Soft' }));
    dialog = screen.getByRole('dialog', { name: 'Choose provider' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(strip()).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // All's page is still cached from the first visit: shown again without a new request.
    expect(useHomeGamesStore.getState().vendor).toBe('');
  });
});

describe('live preview and hot match (spec 2.5)', () => {
  it('shows four live banners and More, leading to the live casino, when there are more', async () => {
    serveHome({ live: 6 });
    const { router } = renderApp('/m/home');
    const preview = await screen.findByRole('region', { name: 'Live casino' }, { timeout: 5000 });
    expect(
      within(preview)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Live 1', 'Live 2', 'Live 3', 'Live 4']);
    await userEvent.click(within(preview).getByRole('link', { name: 'More live casino games' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/live-games'));
  });

  it('has no More with four banners or fewer', async () => {
    serveHome({ live: 4 });
    renderApp('/m/home');
    const preview = await screen.findByRole('region', { name: 'Live casino' }, { timeout: 5000 });
    expect(within(preview).getAllByRole('img')).toHaveLength(4);
    expect(within(preview).queryByRole('link', { name: /More/ })).toBeNull();
  });

  it('sends a visitor to /m/login from the hot-match action', async () => {
    serveHome();
    const { router } = renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Hot matches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });
});
