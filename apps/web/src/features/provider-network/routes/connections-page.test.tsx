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
import { makeAccount, renderRoutes } from '../../../test/render';
import { ConnectionsPage } from './connections-page';

beforeAll(() => overlaysMounted());

function renderConnections() {
  renderRoutes({
    at: '/provider-network/connections',
    account: makeAccount([Role.provider]),
    routes: [
      {
        path: '/provider-network/connections',
        element: (
          <>
            <ConnectionsPage />
            <ModalsProvider />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

const sato = networkProvider(2, 'Hana Sato', {
  onNetwork: true,
  clinic: 'Lakeside Behavioral Health',
  practice: 'Psychiatry',
});

describe('provider network: my connections', () => {
  test('F100 the connections come from GET /AllproviderRelationships; "Only My Clinic" asks GET /providerRelationships', async () => {
    mockApi.get('/AllproviderRelationships', () => providerPage([sato]));
    mockApi.get('/providerRelationships', () => providerPage([]));
    const user = renderConnections();
    const row = await screen.findByTestId(TestId.networkRow);
    expect(within(row).getByText('Hana Sato')).toBeTruthy();
    expect(within(row).getByText('Lakeside Behavioral Health')).toBeTruthy();
    expect(within(row).getByTestId(TestId.networkCurrent).textContent).toBe('Current connection');
    expect(new URL(sentRequests('/AllproviderRelationships')[0]!.url).search).toBe('?page=0');

    await user.click(screen.getByRole('switch', { name: 'Only My Clinic' }));
    // F101: of the spec's two wordings, "You have no current provider connections yet.".
    expect(await screen.findByText(ProviderNetworkMessages.noConnections)).toBeTruthy();
    expect(sentRequests('/providerRelationships')).toHaveLength(1);
  });

  test('F101 with no connections the page says "You have no current provider connections yet." and leads to the search', async () => {
    mockApi.get('/AllproviderRelationships', () => providerPage([]));
    renderConnections();
    const empty = await screen.findByTestId(TestId.networkEmpty);
    expect(empty.textContent).toContain('You have no current provider connections yet.');
    expect(within(empty).getByRole('link', { name: 'Find a provider' }).getAttribute('href')).toBe(
      '/provider-network/find',
    );
  });

  test('F106 a failed connections call shows "An error occurred. Please refresh the page and try again."', async () => {
    mockApi.get('/AllproviderRelationships', () =>
      apiError(403, { code: 'PROVIDER_NETWORK_DISABLED', errorMessage: 'internal words' }),
    );
    renderConnections();
    const error = await screen.findByTestId(TestId.networkError);
    expect(error.textContent).toContain(
      'An error occurred. Please refresh the page and try again.',
    );
    expect(error.textContent).not.toContain('internal words');
  });

  test('F105 removing a connection asks first, then sends POST /removeProviderRelationship and reads the list again', async () => {
    let connected = true;
    mockApi.get('/AllproviderRelationships', () => providerPage(connected ? [sato] : []));
    mockApi.post('/removeProviderRelationship', () => {
      connected = false;
      return { ok: true };
    });
    const user = renderConnections();
    await user.click(
      await screen.findByRole('button', { name: 'Remove connection with Hana Sato' }),
    );
    expect(
      await screen.findByText(ProviderNetworkMessages.removeQuestion('Hana Sato')),
    ).toBeTruthy();
    expect(sentRequests('/removeProviderRelationship')).toHaveLength(0);
    await user.click(screen.getByTestId(TestId.confirmAccept));
    expect(await screen.findByText(ProviderNetworkMessages.noConnections)).toBeTruthy();
    const [removal] = sentRequests('/removeProviderRelationship');
    expect(await removal!.json()).toEqual({ providerId: 2 });
    await waitFor(() => expect(sentRequests('/AllproviderRelationships')).toHaveLength(2));
  });
});
