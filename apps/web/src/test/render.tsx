import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Account } from '@clinicall/shared/identity';
import type { Role } from '@clinicall/shared/roles';
import { CurrentAccountContext } from '../features/identity';

export function makeAccount(roles: Role[], overrides: Partial<Account> = {}): Account {
  return {
    id: 7,
    email: 'jane.doe@example.org',
    firstName: 'Jane',
    lastName: 'Doe',
    roles,
    roomName: null,
    timeZone: null,
    actingAssistant: null,
    ...overrides,
  };
}

/** Shows where the router ended up, so tests can assert on navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

interface RenderOptions {
  routes: RouteObject[];
  at: string;
  account?: Account;
  state?: unknown;
}

/** Renders routes in a memory router with the app's providers and, optionally, a signed-in user. */
export function renderRoutes({ routes, at, account, state }: RenderOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const withAccount = (element: ReactNode) =>
    account === undefined ? (
      element
    ) : (
      <CurrentAccountContext value={account}>{element}</CurrentAccountContext>
    );
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', state },
    ],
  });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        {withAccount(<RouterProvider router={router} />)}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
