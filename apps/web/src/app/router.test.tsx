import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { AssistedProviderPage, LoggedUser } from '@clinicall/shared/identity';
import { Role } from '@clinicall/shared/roles';
import { assistedProvidersQuery } from '../features/assistant';
import { accountQuery, loggedUserQuery } from '../features/identity';
import { rosterQuery } from '../features/patients';
import { setToken } from '../lib/auth/auth-storage';
import { referCandidatesKey } from '../lib/refer-candidates';
import { apiError, mockApi, sentRequests } from '../test/mock-api';
import { encounterList } from '../test/encounters';
import { makeAccount } from '../test/render';
import { appRoutes, discoverSignedInRoutes } from './router';

const provider = makeAccount([Role.provider]);
const loggedUser: LoggedUser = {
  ...provider,
  phoneNumber: null,
  imagePath: null,
  primarySpecialty: null,
  dateOfBirth: null,
  gender: null,
  clinicDTOS: [],
};
const noProviders: AssistedProviderPage = { content: [], last: true, totalElements: 0 };

let stopRouter: () => void = () => undefined;
afterEach(() => stopRouter());

/** Starts the app's routes at `at` without rendering: only loaders and lazy route code run. */
function navigateTo(at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [at],
    patchRoutesOnNavigation: discoverSignedInRoutes(queryClient),
  });
  stopRouter = () => router.dispose();
  // The signed-in route table is imported on the first signed-in path: on a busy machine that
  // alone can pass the default second.
  const loaded = () =>
    waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return { queryClient, router, loaded };
}

test('A28 A29 C93 the account, the profile, the counters and the first Confirmed page are asked for before any page renders', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockApi.get('/account', async () => gate.then(() => provider));
  mockApi.get('/getLoggedUser', async () => gate.then(() => loggedUser));
  mockApi.get('/encounters/confirmed', async () => gate.then(() => encounterList([])));
  mockApi.get('/encounters/counters', async () =>
    gate.then(() => ({ confirmed: 0, today: 0, pending: 0 })),
  );
  setToken({ token: 't', expires: Date.now() + 60_000 });
  const { queryClient, router, loaded } = navigateTo('/');

  // Both requests are out while the route is still loading: neither waits for the other, nor
  // for a page to mount and ask.
  await waitFor(
    () =>
      expect(sentRequests().map((request) => new URL(request.url).pathname)).toEqual(
        expect.arrayContaining([
          '/api/account',
          '/api/getLoggedUser',
          '/api/encounters/counters',
          '/api/encounters/confirmed',
        ]),
      ),
    // The loaders are loaded on demand: on a busy machine that alone can pass the default second.
    { timeout: 5000 },
  );
  expect(router.state.initialized).toBe(false);
  release();
  await loaded();
  expect(queryClient.getQueryData(accountQuery.queryKey)).toEqual(provider);
  expect(queryClient.getQueryData(loggedUserQuery.queryKey)).toEqual(loggedUser);
});

test('A54 the assistant dashboard prefetches the first unfiltered page of providers', async () => {
  mockApi.get('/account', () => makeAccount([Role.assistant]));
  mockApi.get('/assistant/providers', () => noProviders);
  setToken({ token: 't', expires: Date.now() + 60_000 });
  const { queryClient, loaded } = navigateTo('/assist-dashboard');
  await loaded();
  expect(queryClient.getQueryData(assistedProvidersQuery('').queryKey)?.pages).toEqual([
    noProviders,
  ]);
});

test('F3 issue 21: the roster opens without waiting for its first page, which is already on its way', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockApi.get('/account', () => provider);
  mockApi.get('/patients', async () =>
    gate.then(() => ({ content: [], last: true, totalElements: 0 })),
  );
  setToken({ token: 't', expires: Date.now() + 60_000 });
  const { queryClient, router, loaded } = navigateTo('/patients/current');
  // The page renders (and shows "Patients are retrieving") while the roster has not answered.
  await loaded();
  expect(router.state.location.pathname).toBe('/patients/current');
  expect(sentRequests().map((request) => new URL(request.url).pathname)).toContain('/api/patients');
  expect(queryClient.getQueryState(rosterQuery('').queryKey)?.status).toBe('pending');
  release();
  await waitFor(() =>
    expect(queryClient.getQueryState(rosterQuery('').queryKey)?.status).toBe('success'),
  );
});

test('F98 opening a refer list or the provider network forgets the stored refer candidates, nothing else', async () => {
  mockApi.get('/account', () => provider);
  mockApi.get('/getLoggedUser', () => loggedUser);
  setToken({ token: 't', expires: Date.now() + 60_000 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const candidates = [...referCandidatesKey, 'patients', { providerId: 2, search: '' }];
  const kept = ['unrelated'];
  queryClient.setQueryData(candidates, { pages: [], pageParams: [] });
  queryClient.setQueryData(kept, 1);
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: ['/patients/referrals'],
    patchRoutesOnNavigation: discoverSignedInRoutes(queryClient),
  });
  stopRouter = () => router.dispose();
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  expect(queryClient.getQueryData(candidates)).toBeUndefined();
  expect(queryClient.getQueryData(kept)).toBe(1);

  queryClient.setQueryData(candidates, { pages: [], pageParams: [] });
  await router.navigate('/provider-network/find');
  expect(queryClient.getQueryData(candidates)).toBeUndefined();
});

test('A62 signed out, the loaders ask for nothing and leave the redirect to the guard', async () => {
  const { router, loaded } = navigateTo('/');
  await loaded();
  expect(sentRequests()).toEqual([]);
  expect(router.state.errors).toBeNull();
});

test('a failed prefetch is left to the page to show, not turned into the route error', async () => {
  mockApi.get('/account', () => provider);
  mockApi.get('/getLoggedUser', () =>
    apiError(500, { code: 'INTERNAL', errorMessage: 'The server could not answer.' }),
  );
  mockApi.get('/encounters/confirmed', () => encounterList([]));
  mockApi.get('/encounters/counters', () => ({ confirmed: 0, today: null, pending: 0 }));
  setToken({ token: 't', expires: Date.now() + 60_000 });
  const { queryClient, router, loaded } = navigateTo('/');
  await loaded();
  expect(router.state.errors).toBeNull();
  expect(queryClient.getQueryState(loggedUserQuery.queryKey)?.status).toBe('error');
});

test('C61 /patient/account/payment-info/ sends the patient straight to the dashboard', async () => {
  const patient = makeAccount([Role.patient]);
  mockApi.get('/account', () => patient);
  mockApi.get('/getLoggedUser', () => ({ ...loggedUser, ...patient }));
  mockApi.get('/encounters/confirmed', () => encounterList([]));
  mockApi.get('/encounters/counters', () => ({ confirmed: 0, today: null, pending: 0 }));
  setToken({ token: 't', expires: Date.now() + 60_000 });
  const { router, loaded } = navigateTo('/patient/account/payment-info/');
  await loaded();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});
