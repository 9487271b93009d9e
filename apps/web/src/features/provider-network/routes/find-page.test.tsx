import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { ProviderNetworkMessages } from '@clinicall/shared/provider-network/provider-network';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { networkProvider, providerPage } from '../../../test/network';
import { networkProfile, sentReferral } from '../../../test/refer';
import { makeAccount, renderRoutes } from '../../../test/render';
import { FindProvidersPage } from './find-page';

beforeAll(() => overlaysMounted());

function renderFind(at = '/provider-network/find') {
  renderRoutes({
    at,
    account: makeAccount([Role.provider]),
    routes: [
      {
        path: '/provider-network/find',
        element: (
          <>
            <FindProvidersPage />
            <ModalsProvider />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

/** The query of the last request sent to `path`, as an object. */
const lastQuery = (path: string) =>
  Object.fromEntries(new URL(sentRequests(path).at(-1)!.url).searchParams);

const chen = networkProvider(3, 'Marcus Chen', { practice: 'Family Medicine' });
const sato = networkProvider(2, 'Hana Sato', {
  onNetwork: true,
  preferred: true,
  practice: 'Psychiatry',
  clinic: 'Lakeside Behavioral Health',
});

describe('provider network: find a provider', () => {
  test('F103 F104 each row shows name, practice, clinic, its connection state, "View profile" and the "Payer Preferred" mark; no "Refer Patient" without a patient in context', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([sato, chen]));
    renderFind();
    const [first, second] = await screen.findAllByTestId(TestId.networkRow);
    expect(within(first!).getByText('Hana Sato')).toBeTruthy();
    expect(within(first!).getByText('Psychiatry')).toBeTruthy();
    expect(within(first!).getByText('Lakeside Behavioral Health')).toBeTruthy();
    expect(within(first!).getByTestId(TestId.networkPreferred).textContent).toBe('Payer Preferred');
    expect(within(first!).getByText('Current connection')).toBeTruthy();
    expect(within(first!).queryByText('Add connection')).toBeNull();
    expect(within(second!).getByText('Add connection')).toBeTruthy();
    expect(within(second!).queryByTestId(TestId.networkPreferred)).toBeNull();
    expect(screen.getAllByText('View profile')).toHaveLength(2);
    expect(screen.queryByText(/refer patient/i)).toBeNull();
  });

  test('F103 F93 with a patient in context every row offers "Refer Patient", which opens the referral form for that patient and provider', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([sato, chen]));
    mockApi.get(
      '/patient/:id/profile',
      () => ({ id: 12, firstName: 'Sam', lastName: 'Jones' }) as never,
    );
    mockApi.post('/referrals', () => sentReferral());
    const user = renderFind('/provider-network/find?patientId=12');
    await screen.findAllByTestId(TestId.networkRow);
    await waitFor(() =>
      expect(screen.getByTestId(TestId.networkReferContext).textContent).toContain(
        'Referring Sam Jones',
      ),
    );
    expect(screen.getAllByTestId(TestId.networkReferPatient)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Refer Patient to Hana Sato' }));
    const dialog = await screen.findByTestId(TestId.referDialog);
    await waitFor(() =>
      expect(within(dialog).getByTestId(TestId.referPatient).textContent).toBe('Sam Jones'),
    );
    expect(within(dialog).getByTestId(TestId.referProvider).textContent).toBe('Hana Sato');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Sleep');
    await user.click(within(dialog).getByTestId(TestId.referSubmit));
    await screen.findByTestId(TestId.referSuccess);
    expect(await sentRequests('/referrals')[0]!.json()).toEqual({
      patientId: 12,
      providerId: 2,
      note: 'Sleep',
    });
  });

  test('F102 pages start at 0 and scrolling on asks page 1 of the same search', async () => {
    mockApi.get('/providers/network/search/', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page');
      return page === '0' ? providerPage([chen], false) : providerPage([sato]);
    });
    const user = renderFind();
    await screen.findByText('Marcus Chen');
    expect(lastQuery('/providers/network/search/')).toEqual({ page: '0' });
    await user.click(screen.getByTestId(TestId.networkMore));
    expect(await screen.findByText('Hana Sato')).toBeTruthy();
    expect(lastQuery('/providers/network/search/')).toEqual({ page: '1' });
    // The last page says so: nothing more to load.
    expect(screen.queryByTestId(TestId.networkMore)).toBeNull();
  });

  test('F102 H8 keyword and specialty are sent once typing pauses', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([chen]));
    const user = renderFind();
    await screen.findByText('Marcus Chen');
    await user.type(screen.getByRole('textbox', { name: 'Search providers' }), 'chen');
    await user.type(screen.getByRole('textbox', { name: 'Specialty' }), 'Family Medicine');
    await waitFor(
      () =>
        expect(lastQuery('/providers/network/search/')).toEqual({
          page: '0',
          keyword: 'chen',
          specialty: 'Family Medicine',
        }),
      { timeout: 2000 },
    );
  });

  test('F102 "Only My Clinic" asks GET /providers/search/; "Only Non-Connections" asks GET /searchInProvidersOnRel with both filters', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([chen, sato]));
    mockApi.get('/providers/search/', () => providerPage([chen]));
    mockApi.get('/searchInProvidersOnRel', () => providerPage([chen]));
    const user = renderFind();
    await screen.findByText('Hana Sato');
    await user.click(screen.getByRole('switch', { name: 'Only My Clinic' }));
    await waitFor(() => expect(screen.queryByText('Hana Sato')).toBeNull());
    expect(lastQuery('/providers/search/')).toEqual({ page: '0' });
    await user.click(screen.getByRole('switch', { name: 'Only Non-Connections' }));
    await waitFor(() => expect(sentRequests('/searchInProvidersOnRel')).toHaveLength(1));
    expect(lastQuery('/searchInProvidersOnRel')).toEqual({
      page: '0',
      onlyMyClinic: 'true',
      onlyNonConnections: 'true',
    });
  });

  test('F105 "Add connection" sends POST /addProviderRelationship and the row becomes a current connection', async () => {
    let connected = false;
    mockApi.get('/providers/network/search/', () =>
      providerPage([{ ...chen, onNetwork: connected }]),
    );
    mockApi.post('/addProviderRelationship', () => {
      connected = true;
      return { ok: true };
    });
    const user = renderFind();
    await user.click(
      await screen.findByRole('button', { name: 'Add connection with Marcus Chen' }),
    );
    expect(await screen.findByTestId(TestId.networkCurrent)).toBeTruthy();
    expect(await sentRequests('/addProviderRelationship')[0]!.json()).toEqual({ providerId: 3 });
  });

  test('F103 "View profile" reads GET /providers/network/{id}/profile while open: overview, specialties, languages and insurances', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([sato]));
    mockApi.get('/providers/network/:id/profile', () => networkProfile());
    const user = renderFind();
    await screen.findByText('Hana Sato');
    expect(sentRequests('/providers/network/2/profile')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'View profile of Hana Sato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provider profile' });
    expect(within(dialog).getByText('provider2@example.org')).toBeTruthy();
    expect(within(dialog).getByText('Lakeside Behavioral Health')).toBeTruthy();
    expect(within(dialog).getByText('Payer Preferred')).toBeTruthy();
    const details = await within(dialog).findByTestId(TestId.networkProfileDetails);
    expect(within(details).getByText('Adult psychiatry, anxiety and sleep.')).toBeTruthy();
    for (const item of ['Sleep medicine', 'Japanese', 'Aetna', 'Blue Shield'])
      expect(within(details).getByText(item)).toBeTruthy();
    expect(sentRequests('/providers/network/2/profile')).toHaveLength(1);
  });

  test('F103 F106 a failed profile call shows "An error occurred. Please refresh the page and try again." in the dialog', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([sato]));
    mockApi.get('/providers/network/:id/profile', () =>
      apiError(404, {
        code: 'NOT_FOUND',
        errorMessage: 'This provider is not in the provider network.',
      }),
    );
    const user = renderFind();
    await user.click(await screen.findByRole('button', { name: 'View profile of Hana Sato' }));
    const error = await screen.findByTestId(TestId.networkProfileError);
    expect(error.textContent).toContain(ProviderNetworkMessages.failed);
    // What the search answered stays readable.
    expect(screen.getByText('provider2@example.org')).toBeTruthy();
  });

  test('F106 an empty search shows "No providers found."', async () => {
    mockApi.get('/providers/network/search/', () => providerPage([]));
    renderFind();
    expect((await screen.findByTestId(TestId.networkEmpty)).textContent).toContain(
      'No providers found.',
    );
  });

  test('F106 a failed search shows "An error occurred. Please refresh the page and try again." and can be tried again', async () => {
    let fail = true;
    mockApi.get('/providers/network/search/', () =>
      fail
        ? apiError(500, { code: 'INTERNAL', errorMessage: 'Something broke' })
        : providerPage([chen]),
    );
    const user = renderFind();
    const error = await screen.findByTestId(TestId.networkError);
    expect(error.textContent).toContain(ProviderNetworkMessages.failed);
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Marcus Chen')).toBeTruthy();
  });
});
