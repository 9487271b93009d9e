import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { networkProfile, referPatientPage, sentReferral } from '../../../test/refer';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ReferPatientsPage } from './refer-patients-page';

function renderPage(at = '/patients/referrals/current?providerId=2') {
  renderRoutes({
    at,
    // Ages count from today in the account's zone.
    account: makeAccount([Role.provider], { timeZone: 'America/New_York' }),
    routes: [
      { path: '/patients/referrals/current', element: <ReferPatientsPage /> },
      { path: '/patients/referrals', element: <p>find page</p> },
    ],
  });
  return userEvent.setup();
}

const lastQuery = () =>
  Object.fromEntries(new URL(sentRequests('/patients/referrals/current').at(-1)!.url).searchParams);

const ten = Array.from({ length: 10 }, (_, i) => `Patient ${String.fromCharCode(65 + i)}`);

describe('refer a patient: whom to refer (F96, F5)', () => {
  test('F96 lists the current clinic’s patients for the chosen provider, 10 a page from page 0, the next page on scrolling', async () => {
    mockApi.get('/providers/network/:id/profile', () => networkProfile());
    mockApi.get('/patients/referrals/current', ({ request }) =>
      new URL(request.url).searchParams.get('page') === '0'
        ? referPatientPage(ten, false)
        : referPatientPage(['Sam Jones'], true, 12 + ten.length),
    );
    const user = renderPage();
    expect(await screen.findAllByTestId(TestId.referPatientRow)).toHaveLength(10);
    expect(lastQuery()).toEqual({ providerId: '2', page: '0' });
    await waitFor(() =>
      expect(screen.getByTestId(TestId.referPatientsHeading).textContent).toBe(
        'Choose the patient to refer to Hana Sato.',
      ),
    );
    await user.click(screen.getByTestId(TestId.referPatientsMore));
    expect(await screen.findByText('Sam Jones')).toBeTruthy();
    expect(lastQuery()).toEqual({ providerId: '2', page: '1' });
    expect(screen.queryByTestId(TestId.referPatientsMore)).toBeNull();
  });

  test('F96 the search is sent once typing pauses and starts again from page 0', async () => {
    mockApi.get('/providers/network/:id/profile', () => networkProfile());
    mockApi.get('/patients/referrals/current', () => referPatientPage(['Sam Jones']));
    const user = renderPage();
    await screen.findByText('Sam Jones');
    await user.type(screen.getByRole('textbox', { name: 'Search patients' }), 'jones');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ providerId: '2', page: '0', search: 'jones' }),
    );
  });

  test('F5 F93 each row shows "Select Patient", which opens the referral form for that patient and provider', async () => {
    mockApi.get('/providers/network/:id/profile', () => networkProfile());
    mockApi.get('/patients/referrals/current', () => referPatientPage(['Sam Jones']));
    mockApi.post('/referrals', () => sentReferral());
    const user = renderPage();
    const row = await screen.findByTestId(TestId.referPatientRow);
    expect(within(row).getByText('Sam Jones')).toBeTruthy();
    expect(within(row).getByText(/Female · \d+ years · DOB 04\/02\/1990/)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Select Patient Sam Jones' }));
    const dialog = await screen.findByTestId(TestId.referDialog);
    expect(within(dialog).getByTestId(TestId.referPatient).textContent).toBe('Sam Jones');
    await waitFor(() =>
      expect(within(dialog).getByTestId(TestId.referProvider).textContent).toBe('Hana Sato'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Anxiety');
    await user.click(within(dialog).getByTestId(TestId.referSubmit));
    await screen.findByTestId(TestId.referSuccess);
    expect(await sentRequests('/referrals')[0]!.json()).toEqual({
      patientId: 12,
      providerId: 2,
      note: 'Anxiety',
    });
  });

  test('F3 F96 with nobody to refer the list says "No patients found."', async () => {
    mockApi.get('/providers/network/:id/profile', () => networkProfile());
    mockApi.get('/patients/referrals/current', () => referPatientPage([]));
    renderPage();
    expect((await screen.findByTestId(TestId.referPatientsEmpty)).textContent).toContain(
      'No patients found.',
    );
  });

  test('F96 a provider outside the network: the list shows why and offers to try again', async () => {
    mockApi.get('/providers/network/:id/profile', () =>
      apiError(404, {
        code: 'NOT_FOUND',
        errorMessage: 'This provider is not in the provider network.',
      }),
    );
    mockApi.get('/patients/referrals/current', () =>
      apiError(404, {
        code: 'NOT_FOUND',
        errorMessage: 'This provider cannot receive referrals through the provider network.',
      }),
    );
    renderPage();
    expect((await screen.findByTestId(TestId.loadError)).textContent).toContain(
      'This provider cannot receive referrals through the provider network.',
    );
  });

  test('F96 without a provider chosen the page leads back to the search', async () => {
    renderPage('/patients/referrals/current');
    const empty = await screen.findByTestId(TestId.referPatientsEmpty);
    expect(within(empty).getByRole('link', { name: 'Find a provider' }).getAttribute('href')).toBe(
      '/patients/referrals',
    );
    expect(sentRequests()).toHaveLength(0);
  });
});
