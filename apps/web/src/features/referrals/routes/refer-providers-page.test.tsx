import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { networkProvider, providerPage } from '../../../test/network';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { ReferProvidersPage } from './refer-providers-page';

function renderPage() {
  renderRoutes({
    at: '/patients/referrals',
    account: makeAccount([Role.provider]),
    routes: [
      { path: '/patients/referrals', element: <ReferProvidersPage /> },
      { path: '/patients/referrals/current', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

const lastQuery = (path: string) =>
  Object.fromEntries(new URL(sentRequests(path).at(-1)!.url).searchParams);

const chen = networkProvider(3, 'Marcus Chen', { practice: 'Family Medicine' });
const sato = networkProvider(2, 'Hana Sato', {
  preferred: true,
  practice: 'Psychiatry',
  clinic: 'Lakeside Behavioral Health',
});

describe('refer a patient: find the provider (F95)', () => {
  test('F95 F103 F104 lists the network’s providers from page 0 with name, practice, clinic and "Payer Preferred"; scrolling on asks page 1', async () => {
    mockApi.get('/providers/network/search/', ({ request }) =>
      new URL(request.url).searchParams.get('page') === '0'
        ? providerPage([sato], false)
        : providerPage([chen]),
    );
    const user = renderPage();
    const [row] = await screen.findAllByTestId(TestId.referProviderRow);
    expect(within(row!).getByText('Hana Sato')).toBeTruthy();
    expect(within(row!).getByText('Psychiatry')).toBeTruthy();
    expect(within(row!).getByText('Lakeside Behavioral Health')).toBeTruthy();
    expect(within(row!).getByText('Payer Preferred')).toBeTruthy();
    expect(lastQuery('/providers/network/search/')).toEqual({ page: '0' });
    await user.click(screen.getByTestId(TestId.referProvidersMore));
    expect(await screen.findByText('Marcus Chen')).toBeTruthy();
    expect(lastQuery('/providers/network/search/')).toEqual({ page: '1' });
  });

  test('F95 the query, specialty and filters go to the network’s searches: "Only My Clinic" to /providers/search/, "Only My Connections" to the connections', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([chen, sato]));
    mockApi.get('/providers/search/', () => providerPage([chen]));
    mockApi.get('/providerRelationships', () => providerPage([chen]));
    mockApi.get('/AllproviderRelationships', () => providerPage([sato]));
    const user = renderPage();
    await screen.findByText('Hana Sato');
    await user.type(screen.getByRole('textbox', { name: 'Search providers' }), 'sa');
    await user.type(screen.getByRole('textbox', { name: 'Specialty' }), 'Psych');
    await waitFor(() =>
      expect(lastQuery('/providers/network/search/')).toEqual({
        page: '0',
        keyword: 'sa',
        specialty: 'Psych',
      }),
    );
    await user.click(screen.getByRole('switch', { name: 'Only My Connections' }));
    await waitFor(() => expect(sentRequests('/AllproviderRelationships')).toHaveLength(1));
    expect(lastQuery('/AllproviderRelationships')).toEqual({
      page: '0',
      keyword: 'sa',
      specialty: 'Psych',
    });
    await user.click(screen.getByRole('switch', { name: 'Only My Clinic' }));
    await waitFor(() => expect(sentRequests('/providerRelationships')).toHaveLength(1));
    await user.click(screen.getByRole('switch', { name: 'Only My Connections' }));
    await waitFor(() => expect(sentRequests('/providers/search/')).toHaveLength(1));
  });

  test('F95 F96 "Refer Patient" goes on to choose the patient for that provider', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([sato]));
    const user = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Refer a patient to Hana Sato' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/patients/referrals/current?providerId=2',
    );
  });

  test('F106 an empty search shows "No providers found."; a failed one the network’s error text', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([]));
    renderPage();
    expect((await screen.findByTestId(TestId.referProvidersEmpty)).textContent).toContain(
      'No providers found.',
    );
  });

  test('F106 a failed search shows "An error occurred. Please refresh the page and try again."', async () => {
    mockApi.get('/providers/network/search/', () =>
      apiError(403, { code: 'PROVIDER_NETWORK_DISABLED', errorMessage: 'internal words' }),
    );
    renderPage();
    const error = await screen.findByTestId(TestId.referProvidersError);
    expect(error.textContent).toContain(
      'An error occurred. Please refresh the page and try again.',
    );
    expect(error.textContent).not.toContain('internal words');
  });
});
