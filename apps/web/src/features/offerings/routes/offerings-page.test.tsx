import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import type { Offerings, VideoEncounterType } from '@clinicall/shared/scheduling/offerings';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { OfferingsPage } from './offerings-page';

const videoType = (id: number, name: string): VideoEncounterType => ({
  id,
  encounterName: name,
  description: `${name} visit`,
  duration: 30,
  price: 40,
  allowAppointmentTemplate: false,
  templateId: null,
  requireAttachment: false,
});

function offerings(
  overrides: Partial<Offerings> = {},
  types = [videoType(1, 'Follow-up')],
): Offerings {
  const account = (encounterType: 'VIDEO' | 'AUDIO' | 'MESSAGE' | 'OFFICE', active: boolean) => ({
    encounterType,
    active,
    quantity: 0,
    encounterVideoTypes: encounterType === 'VIDEO' ? types : [],
  });
  return {
    providerId: 7,
    paymentTypes: ['INSURANCE'],
    inOfficeAllowed: true,
    encounterAccounts: [
      account('VIDEO', true),
      account('AUDIO', true),
      account('MESSAGE', false),
      account('OFFICE', true),
    ],
    ...overrides,
  };
}

beforeAll(() => overlaysMounted());

function renderPage(answer: Offerings | (() => Offerings | Response)) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/providers/offering', typeof answer === 'function' ? answer : () => answer);
  renderRoutes({
    at: '/account/offerings',
    account: makeAccount([Role.provider]),
    routes: [
      {
        path: '/account/offerings',
        element: (
          <>
            <OfferingsPage />
            <ModalsProvider />
            <Notifications />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

const cards = () => screen.findAllByTestId(TestId.offeringsCard);

describe('offerings page', () => {
  test('C1 C2 C3 "Manage | Offerings", one step, the three cards with their switches', async () => {
    renderPage(offerings());
    expect((await cards()).map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Message',
      'Video Call',
      'In Office Visit',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage | Offerings');
    expect(screen.getByText('Set Options for Encounters')).toBeTruthy();
    const switches = screen.getAllByTestId<HTMLInputElement>(TestId.offeringsSwitch);
    expect(switches.map((s) => s.checked)).toEqual([false, true, true]);
  });

  test('C3 In Office Visit is absent where the clinic has no in-office appointments', async () => {
    renderPage(offerings({ inOfficeAllowed: false }));
    expect(await cards()).toHaveLength(2);
    expect(screen.queryByText('In Office Visit')).toBeNull();
  });

  test('C4 C5 Save sends the switches with PUT and says "Updated successfully"', async () => {
    mockApi.put('/providers/offering', () => offerings());
    const user = renderPage(offerings());
    await cards();
    await user.click(screen.getByRole('switch', { name: 'Offer Message' }));
    await user.click(screen.getByTestId(TestId.offeringsSave));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    const body = (await sentRequests('/providers/offering')[1]?.json()) as {
      encounterAccounts: { encounterType: string; active: boolean }[];
    };
    expect(body.encounterAccounts.map((a) => [a.encounterType, a.active])).toEqual([
      ['MESSAGE', true],
      ['VIDEO', true],
      ['OFFICE', true],
    ]);
  });

  test('C1 Cancel goes to the dashboard', async () => {
    const user = renderPage(offerings());
    await cards();
    await user.click(screen.getByTestId(TestId.offeringsCancel));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  test('C8 C10 a new video type starts at 15 minutes and 0 USD, from the spec lengths', async () => {
    const user = renderPage(offerings());
    await cards();
    await user.click(screen.getByTestId(TestId.videoTypeAdd));
    const dialog = await screen.findByTestId(TestId.videoTypeDialog);
    const duration = within(dialog).getByLabelText(/Duration/);
    expect(duration).toHaveProperty('value', '15 minutes');
    expect(within(dialog).getByLabelText(/Price/)).toHaveProperty('value', '$0');
    await user.click(duration);
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (o) => o.textContent,
    );
    expect(options).toEqual([
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
    ]);
  });

  test('C9 a video type needs a name and a description', async () => {
    const user = renderPage(offerings());
    await cards();
    await user.click(screen.getByTestId(TestId.videoTypeAdd));
    await user.click(await screen.findByTestId(TestId.videoTypeSave));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(sentRequests('/providers/offering').filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  test('C11 with three video types no fourth can be added', async () => {
    renderPage(offerings({}, [videoType(1, 'A'), videoType(2, 'B'), videoType(3, 'C')]));
    await cards();
    expect(screen.getAllByTestId(TestId.videoTypeRow)).toHaveLength(3);
    expect(screen.getByTestId(TestId.videoTypeAdd)).toHaveProperty('disabled', true);
  });

  test('C12 a template asked for with none created is refused with the spec text', async () => {
    // Allowing templates reads the provider's own: none yet.
    mockApi.get('/templates', () => []);
    mockApi.put('/providers/offering', () =>
      apiError(409, {
        code: 'NO_TEMPLATES',
        errorMessage: 'refused',
      }),
    );
    const user = renderPage(offerings());
    await cards();
    await user.click(screen.getByRole('button', { name: 'Edit Follow-up' }));
    const dialog = await screen.findByTestId(TestId.videoTypeDialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Allow appointment template' }));
    await user.click(within(dialog).getByTestId(TestId.videoTypeSave));
    expect((await screen.findByTestId(TestId.videoTypeError)).textContent).toBe(
      'You do not have any custom templates created. Please visit the Menu>Appointments>Manage Templates to create your first template',
    );
    const sent = (await sentRequests('/providers/offering')[1]?.json()) as {
      encounterAccounts: {
        encounterVideoTypes: { id?: number; allowAppointmentTemplate: boolean }[];
      }[];
    };
    expect(sent.encounterAccounts[1]?.encounterVideoTypes[0]).toMatchObject({
      id: 1,
      allowAppointmentTemplate: true,
    });
  });

  test('C13 any other refusal of a video type shows the spec text', async () => {
    mockApi.put('/providers/offering', () =>
      apiError(400, { code: 'VALIDATION', errorMessage: 'bad' }),
    );
    const user = renderPage(offerings());
    await cards();
    await user.click(screen.getByRole('button', { name: 'Edit Follow-up' }));
    await user.click(await screen.findByTestId(TestId.videoTypeSave));
    expect((await screen.findByTestId(TestId.videoTypeError)).textContent).toBe(
      'There was an error.Check the data and try again',
    );
  });

  test('C14 without video types the card says none is available', async () => {
    renderPage(offerings({}, []));
    await cards();
    expect(screen.getByText('No video encounter type is available.')).toBeTruthy();
  });

  test('a failed load shows the error with Try again', async () => {
    let fail = true;
    const user = renderPage(() =>
      fail
        ? apiError(503, { code: 'DATABASE_UNAVAILABLE', errorMessage: 'Briefly unavailable.' })
        : offerings(),
    );
    expect(await screen.findByText('We could not load your offerings')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(3);
  });
});
