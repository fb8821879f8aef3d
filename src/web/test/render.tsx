// Renders a component as the app does (decision 041): the query cache, the sign-in dialog's state, the toasts and a
// router, with the signed-in member the test names answered by the network stub. Each render gets its own cache.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { accountsEndpoints } from '#shared/endpoints/accounts.ts';
import type { Me, SessionResponse } from '#shared/schemas/accounts.ts';
import { AuthDialogProvider } from '#web/app/auth-dialog.tsx';
import { ToasterHost } from '#web/app/toaster-host.tsx';
import { I18nProvider } from '#web/lib/i18n.tsx';
import english from 'virtual:messages/en';
import { sessionQueryKey } from '#web/lib/session.ts';
import { aMember } from './fixtures.ts';
import { on } from './network.ts';

type RenderOptions = {
  /** The address the page opens at; its path is the component's route unless `path` says otherwise. */
  route?: string;
  /** The route pattern the component is mounted at, for pages that read their parameters. */
  path?: string;
  /** The signed-in member; null for a visitor. */
  member?: Me | null;
};

/** Any other address: where a component sent the member, shown so a test can read it. */
function ElsewherePage() {
  const location = useLocation();
  return <p>Left for {location.pathname}</p>;
}

/**
 * The app's cache settings, less the retries: a refused or failed call shows at once instead of after the back-off
 * the app waits before asking again.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: false } },
  });
}

export function renderWithApp(ui: ReactNode, { route = '/', path, member = aMember() }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const session: SessionResponse = { user: member };
  queryClient.setQueryData(sessionQueryKey, session);
  // The cache starts with the member; a reread (after a wallet action, say) asks the server, which agrees.
  on(accountsEndpoints.session).reply(() => session);
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(route, 'http://localhost').pathname, element: ui },
      { path: '*', element: <ElsewherePage /> },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={{ locale: 'en', messages: english }}>
        <AuthDialogProvider>
          <RouterProvider router={router} />
          <ToasterHost />
        </AuthDialogProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return {
    ...view,
    user: userEvent.setup({ delay: null }),
    queryClient,
    /** The address now, as the address bar would show it: path and query. */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
