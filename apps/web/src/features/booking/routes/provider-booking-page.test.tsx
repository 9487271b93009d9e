import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import type { SchedulablePatient } from '@clinicall/shared/scheduling/booking-lists';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ProviderBookingPage } from './provider-booking-page';

const patient = (id: number): SchedulablePatient => ({
  id,
  email: `p${id}@x.org`,
  firstName: 'Pat',
  lastName: `Number ${id}`,
  dateOfBirth: null,
});

const offerings: Offerings = {
  providerId: 7,
  paymentTypes: ['INSURANCE'],
  inOfficeAllowed: false,
  encounterAccounts: [
    { encounterType: 'AUDIO', active: true, quantity: 0, encounterVideoTypes: [] },
    { encounterType: 'MESSAGE', active: true, quantity: 0, encounterVideoTypes: [] },
  ],
};

function renderPage() {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/providers/offering', () => offerings);
  mockApi.get('/appointments/schedule', () => ({
    providerId: 7,
    timeZone: 'America/Chicago',
    duration: 30,
    days: [
      {
        date: '2030-01-07',
        amCount: 1,
        pmCount: 0,
        starts: ['2030-01-07T15:00:00.000Z'],
      },
    ],
  }));
  mockApi.get('/appointments/patients', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search');
    const all = Array.from({ length: 60 }, (_, i) => patient(i + 1));
    const found = search === null ? all : all.filter((p) => p.lastName.endsWith(search));
    return { content: found.slice(0, 25), last: found.length <= 25, totalElements: found.length };
  });
  renderRoutes({
    at: '/appointments/make',
    account: makeAccount([Role.provider]),
    routes: [{ path: '/appointments/make', element: <ProviderBookingPage /> }],
  });
  return userEvent.setup();
}

const continueButton = () => screen.getByTestId(TestId.wizardContinue);
const stepTitle = () => screen.getByTestId(TestId.wizardStep).querySelector('h2')?.textContent;

beforeEach(() => localStorage.clear());

describe('provider booking wizard', () => {
  test('C47 C48 C38 C50 type, then patients 25 a page with search, then date: "confirm appointment", then Schedule', async () => {
    const user = renderPage();
    expect(await screen.findByText('1 Select encounter type')).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'Phone Call' }));
    await user.click(continueButton());
    expect(stepTitle()).toBe('2 Select patient');
    expect(await screen.findAllByTestId(TestId.bookingPersonOption)).toHaveLength(25);
    const first = new URL(sentRequests('/appointments/patients')[0]!.url).searchParams;
    expect(first.get('size')).toBe('25');
    await user.type(screen.getByTestId(TestId.bookingPersonSearch), '42');
    // The search waits out its 500 ms debounce before it asks.
    await waitFor(() => expect(screen.getAllByTestId(TestId.bookingPersonOption)).toHaveLength(1), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('radio', { name: /Number 42/ }));
    await user.click(continueButton());
    expect(stepTitle()).toBe('3 Select date & time');
    expect(continueButton().textContent).toBe('confirm appointment');
    await user.click((await screen.findAllByTestId(TestId.bookingSlot))[0]!);
    await user.click(continueButton());
    const dialog = await screen.findByTestId(TestId.bookingDialog);
    expect(within(dialog).getByTestId(TestId.bookingDialogConfirm).textContent).toBe('Schedule');
  });

  test('C7 C36 message offerings are shown disabled in the provider’s grid; the lone choosable type is chosen', async () => {
    renderPage();
    const message = await screen.findByRole('radio', { name: /Message/ });
    expect(message).toHaveProperty('disabled', true);
    expect(screen.getByText(/providers cannot book them/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Phone Call' })).toHaveProperty('checked', true),
    );
    expect(continueButton()).toHaveProperty('disabled', false);
  });
});
