import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** The whole app (gate, layout, lazy routes) at a URL, in memory. */
export function renderApp(url: string, { history = [] as string[] } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [...history, url],
    initialIndex: history.length,
  });
  const queryClient = testQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
