import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import { Role } from '@clinicall/shared/roles';
import type { BookableProvider } from '@clinicall/shared/scheduling/booking-lists';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { draftKey } from '../hooks/use-stored-draft';
import { PatientBookingPage } from './patient-booking-page';

const chen: BookableProvider = {
  id: 21,
  email: 'dr.chen@clinicall.example',
  firstName: 'Marcus',
  lastName: 'Chen',
  primarySpecialty: 'Internal Medicine',
  imagePath: null,
};
const rivera: BookableProvider = {
  ...chen,
  id: 22,
  email: 'dr.rivera@x.org',
  firstName: 'Elena',
  lastName: 'Rivera',
};

function offerings(types: Offerings['encounterAccounts'][number]['encounterType'][]): Offerings {
  return {
    providerId: chen.id,
    paymentTypes: ['INSURANCE'],
    inOfficeAllowed: true,
    encounterAccounts: types.map((encounterType) => ({
      encounterType,
      active: true,
      quantity: 0,
      encounterVideoTypes:
        encounterType === 'VIDEO'
          ? [
              {
                id: 5,
                encounterName: 'Annual check-in',
                description: 'Once a year',
                duration: 30,
                price: 0,
                allowAppointmentTemplate: false,
                templateId: null,
                requireAttachment: false,
              },
            ]
          : [],
    })),
  };
}

const schedule = (taken: boolean): Schedule => ({
  providerId: chen.id,
  timeZone: 'America/Chicago',
  duration: 30,
  days: [
    {
      date: '2030-01-07',
      amCount: taken ? 1 : 2,
      pmCount: 1,
      starts: [
        ...(taken ? [] : ['2030-01-07T15:00:00.000Z']),
        '2030-01-07T16:00:00.000Z',
        '2030-01-07T19:00:00.000Z',
      ],
    },
  ],
});

const person = { id: 31, firstName: 'Priya', lastName: 'Patel', email: 'priya@x.org' };
const booked: Encounter = {
  id: 1,
  clinicId: 1,
  type: 'VIDEO',
  status: 'REQUESTED',
  startTime: '2030-01-07T15:00:00.000Z',
  endTime: '2030-01-07T15:30:00.000Z',
  date: '2030-01-07',
  duration: 30,
  whatIsWrong: null,
  patientEncounterSymptom: { preCondition: { description: 'Cough' } },
  preCondition: 'Cough',
  patient: { ...person, isActiveRPM: false },
  provider: {
    id: 21,
    firstName: 'Marcus',
    lastName: 'Chen',
    email: chen.email,
    primarySpecialty: null,
  },
  patientPayment: { paymentType: 'INSURANCE', quantity: 0 },
  paymentData: { paymentType: 'INSURANCE', videoTypeId: 5, transactionId: null },
  videoTypeName: 'Annual check-in',
  room: null,
  roomStartTime: null,
  roomEndTime: null,
  topicId: null,
  ownedByLogguedUser: true,
  leadProviderId: 21,
  cancelReason: null,
  finishReason: null,
  message: { subject: null, messageBody: 'Since Monday' },
  questionnaire: null,
  hasDangerousTravel: null,
  hasFeverHistory: null,
  hasRashHistory: null,
  createdDate: '2029-12-01T10:00:00.000Z',
};

const account = makeAccount([Role.patient], { id: 31, timeZone: 'America/Chicago' });

function renderPage(
  providers = [chen, rivera],
  types = offerings(['VIDEO', 'AUDIO', 'MESSAGE']),
  state?: unknown,
) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/appointments/providers', () => ({
    content: providers,
    last: true,
    totalElements: providers.length,
  }));
  mockApi.get('/providers/offering', () => types);
  mockApi.get('/patients/preconditions', () => [
    { description: 'Knee pain', source: 'previous' },
    { description: 'Cough', source: 'common' },
    { description: 'Fever', source: 'common' },
  ]);
  let calls = 0;
  mockApi.get('/appointments/schedule', () => schedule(calls++ > 0));
  renderRoutes({
    at: '/patient/appointments/make',
    account,
    state,
    routes: [
      { path: '/patient/appointments/make', element: <PatientBookingPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

const continueButton = () => screen.getByTestId(TestId.wizardContinue);
const stepTitle = () => screen.getByTestId(TestId.wizardStep).querySelector('h2')?.textContent;

async function toDateStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Marcus Chen/ }));
  await user.click(continueButton());
  await user.click(await screen.findByRole('radio', { name: 'Video Exam' }));
  // C36: the provider's one video type is chosen at once.
  await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
  await user.click(continueButton());
  await screen.findAllByTestId(TestId.bookingSlot);
}

async function toConfirm(user: ReturnType<typeof userEvent.setup>) {
  await toDateStep(user);
  await user.click(screen.getByRole('button', { name: '9:00 AM' }));
  await user.click(continueButton());
  await user.type(screen.getByRole('combobox', { name: /Condition/ }), 'Cough');
  await user.type(screen.getByLabelText(/Message to your provider/), 'Since Monday');
  await user.click(continueButton());
  expect(screen.getByTestId(TestId.bookingPaymentNote).textContent).toContain('insurance');
  // C38: the navigator's last step; C59: the dialog's button then reads Confirm.
  expect(continueButton().textContent).toBe('confirm appointment');
  await user.click(continueButton());
  const dialog = await screen.findByTestId(TestId.bookingDialog);
  expect(within(dialog).getByTestId(TestId.bookingDialogConfirm).textContent).toBe('Confirm');
  return dialog;
}

beforeEach(() => localStorage.clear());

describe('patient booking wizard', () => {
  test('C54 C55 C38 the first step: the 911 notice, numbered title, no Back, Continue after a choice', async () => {
    const user = renderPage();
    expect((await screen.findByTestId(TestId.bookingEmergency)).textContent).toBe(
      'If you are experiencing a medical emergency, please dial 911.',
    );
    expect(stepTitle()).toBe('1 Select provider');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book appointment');
    expect(screen.queryByTestId(TestId.wizardBack)).toBeNull();
    expect(screen.getByTestId(TestId.wizardCancel)).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('radio', { name: /Marcus Chen/ }));
    expect(continueButton()).toHaveProperty('disabled', false);
    await user.click(continueButton());
    expect(stepTitle()).toBe('2 Select encounter type');
    expect(screen.getByTestId(TestId.wizardBack)).toBeTruthy();
  });

  test('issue 22 F91 a referral’s "Book a visit" opens the wizard at the type step with the referred-to provider chosen', async () => {
    const sato = { id: 8, name: 'Kenji Sato', email: 'dr.sato@example.org' };
    const user = renderPage([chen, rivera], offerings(['VIDEO', 'AUDIO']), { bookWith: sato });
    expect(await screen.findByRole('radio', { name: 'Video Exam' })).toBeTruthy();
    expect(stepTitle()).toBe('2 Select encounter type');
    const asked = new URL(sentRequests('/providers/offering')[0]!.url).searchParams;
    expect(asked.get('email')).toBe('dr.sato@example.org');
    await user.click(screen.getByRole('radio', { name: 'Video Exam' }));
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    await user.click(continueButton());
    await screen.findAllByTestId(TestId.bookingSlot);
    const slots = new URL(sentRequests('/appointments/schedule')[0]!.url).searchParams;
    expect(slots.get('providerId')).toBe('8');
  });

  test('issue 22 a link state that is not a provider is ignored: the wizard starts at the provider step', async () => {
    renderPage([chen, rivera], offerings(['VIDEO']), { bookWith: { id: 'x' } });
    expect(await screen.findByTestId(TestId.bookingEmergency)).toBeTruthy();
    expect(stepTitle()).toBe('1 Select provider');
  });

  test('C36 a lone provider and a lone type are chosen for the patient', async () => {
    const user = renderPage([chen], offerings(['AUDIO']));
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    await user.click(continueButton());
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Phone Call' })).toHaveProperty('checked', true),
    );
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  test('C30 C31 C14 the date step lists free times by day with AM and PM counts', async () => {
    const user = renderPage();
    await toDateStep(user);
    expect(screen.getByTestId(TestId.bookingDay).textContent).toContain('AM 2 · PM 1');
    expect(screen.getAllByTestId(TestId.bookingSlot).map((s) => s.textContent)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '1:00 PM',
    ]);
    const asked = new URL(sentRequests('/appointments/schedule')[0]!.url).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      providerId: '21',
      encounterVideoTypeId: '5',
      timeZone: 'America/Chicago',
    });
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  test('C33 the message type skips the date step', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('radio', { name: /Marcus Chen/ }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: 'Message' }));
    await user.click(continueButton());
    expect(stepTitle()).toBe('3 Reason for visit');
    expect(sentRequests('/appointments/schedule')).toHaveLength(0);
  });

  test('C39 C43 C44 C46 C59 C60 the request is sent after Confirm, the dialog says so, the draft is removed, and closing leaves the wizard', async () => {
    mockApi.post('/encounters/ownedbypatient', () => booked);
    const user = renderPage();
    const dialog = await toConfirm(user);
    expect(localStorage.getItem(draftKey('patient', account.id))).toContain('"type":"VIDEO"');
    expect(dialog.textContent).toContain('Type: Video Exam (Annual check-in)');
    expect(dialog.textContent).toContain('With: Marcus Chen');
    await user.click(within(dialog).getByTestId(TestId.bookingDialogConfirm));
    await waitFor(() => expect(dialog.getAttribute('data-level')).toBe('1'));
    expect(dialog.textContent).toContain(
      'Your request for a Video Exam encounter with Marcus Chen has been sent',
    );
    expect(localStorage.getItem(draftKey('patient', account.id))).toBeNull();
    expect(await sentRequests('/encounters/ownedbypatient')[0]?.json()).toMatchObject({
      type: 'VIDEO',
      startTime: '2030-01-07T15:00:00.000Z',
      provider: { id: 21 },
      paymentData: { paymentType: 'INSURANCE', videoTypeId: 5 },
    });
    await user.click(within(dialog).getByTestId(TestId.bookingDialogClose));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  test('C45 H2 a refusal shows "An error has occurred." with the message', async () => {
    mockApi.post('/encounters/ownedbypatient', () =>
      apiError(409, {
        code: 'TYPE_NOT_OFFERED',
        errorMessage: 'This provider does not offer this type of appointment.',
      }),
    );
    const user = renderPage();
    const dialog = await toConfirm(user);
    await user.click(within(dialog).getByTestId(TestId.bookingDialogConfirm));
    await waitFor(() => expect(dialog.getAttribute('data-level')).toBe('3'));
    const error = within(dialog).getByTestId(TestId.bookingDialogError);
    expect([...error.children].map((line) => line.textContent)).toEqual([
      'An error has occurred.',
      'This provider does not offer this type of appointment.',
    ]);
  });

  test('issue 24: a booking confirmed again after an error carries the same Idempotency-Key, so a first try that did book is not refused as a taken time', async () => {
    let answers = 0;
    mockApi.post('/encounters/ownedbypatient', () =>
      (answers += 1) === 1
        ? apiError(503, { code: 'SERVICE_UNAVAILABLE', errorMessage: 'Busy' })
        : booked,
    );
    const user = renderPage();
    const dialog = await toConfirm(user);
    await user.click(within(dialog).getByTestId(TestId.bookingDialogConfirm));
    await waitFor(() => expect(dialog.getAttribute('data-level')).toBe('3'));
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(continueButton());
    const again = await screen.findByTestId(TestId.bookingDialog);
    await user.click(within(again).getByTestId(TestId.bookingDialogConfirm));
    await waitFor(() => expect(again.getAttribute('data-level')).toBe('1'));
    const keys = sentRequests('/encounters/ownedbypatient').map((r) =>
      r.headers.get(IDEMPOTENCY_HEADER),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a time taken meanwhile returns to the date step with the message and fresh times', async () => {
    mockApi.post('/encounters/ownedbypatient', () =>
      apiError(409, {
        code: 'SLOT_TAKEN',
        errorMessage: 'This time slot is no longer available. Please choose another time.',
      }),
    );
    const user = renderPage();
    const dialog = await toConfirm(user);
    await user.click(within(dialog).getByTestId(TestId.bookingDialogConfirm));
    expect((await screen.findByTestId(TestId.bookingSlotTaken)).textContent).toBe(
      'This time slot is no longer available. Please choose another time.',
    );
    expect(stepTitle()).toBe('3 Select date & time');
    await waitFor(() =>
      expect(screen.getAllByTestId(TestId.bookingSlot).map((s) => s.textContent)).toEqual([
        '10:00 AM',
        '1:00 PM',
      ]),
    );
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  test('C57 C37 the reason step offers GET /patients/preconditions and needs a condition and a message', async () => {
    const user = renderPage();
    await toDateStep(user);
    await user.click(screen.getByRole('button', { name: '9:00 AM' }));
    await user.click(continueButton());
    expect(stepTitle()).toBe('4 Reason for visit');
    expect(continueButton()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: /Condition/ }));
    expect(await screen.findByText('Your earlier visits')).toBeTruthy();
    expect(screen.getByText('Common reasons')).toBeTruthy();
    await user.click(screen.getByText('Knee pain'));
    expect(screen.getByRole('combobox', { name: /Condition/ })).toHaveProperty(
      'value',
      'Knee pain',
    );
    expect(continueButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Message to your provider/), '   ');
    expect(continueButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Message to your provider/), 'Since Monday');
    expect(continueButton()).toHaveProperty('disabled', false);
    expect(sentRequests('/patients/preconditions')).toHaveLength(1);
  });

  test('C39 a draft left earlier is picked up again', async () => {
    const user = renderPage();
    await toDateStep(user);
    const stored = localStorage.getItem(draftKey('patient', account.id));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      step: 2,
      type: 'VIDEO',
      videoTypeId: 5,
      paymentType: 'INSURANCE',
      provider: { id: 21 },
    });
  });
});
