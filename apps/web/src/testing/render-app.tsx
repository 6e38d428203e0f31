import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/routes';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** Keeps the router's current location where a test can read it. */
function LocationProbe({ into }: { into: { location: Location | null } }) {
  into.location = useLocation();
  return null;
}

/** The whole app (gate, layout, lazy routes) at a URL, in memory. */
export function renderApp(url: string, { history = [] as string[] } = {}) {
  const probe: { location: Location | null } = { location: null };
  const router = {
    state: {
      get location(): Location {
        if (!probe.location) throw new Error('the app has not rendered yet');
        return probe.location;
      },
    },
  };
  const queryClient = testQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[...history, url]} initialIndex={history.length}>
        <LocationProbe into={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
