import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderApp } from '@/testing/render-app';
import { fail, server } from '@/testing/server';

describe('a 401 anywhere (STYLE "sends a 401 to /m/login")', () => {
  it('clears the session and goes to /m/login', async () => {
    useSessionStore.getState().setSession({ token: 'expired-token', userName: 'player01' });
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        fail(401, 'user.or.token.invalid', 'expired'),
      ),
    );
    const { router } = renderApp('/m/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
  });
});
