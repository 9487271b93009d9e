import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import {
  EmergencyMessages,
  MedicineMessages,
  SignupMessages,
} from '@clinicall/shared/signup/messages';
import type { RegisterResponse } from '@clinicall/shared/signup/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { PatientSignupPage } from './patient-signup-page';

const registration: RegisterResponse = {
  url: '/signup/patient/overview?token=tok',
  clinicName: 'Bayview',
  invitation: {
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: 'rosa@example.com',
    gender: 'female',
    dateOfBirth: '1988-04-15',
    telephoneNumber: null,
  },
};

function renderWizard(at = '/signup/patient/overview?token=tok') {
  mockApi.get('/register', () => registration);
  mockApi.get('/users/:email', ({ params }) => ({ inUse: params.email === 'taken@example.com' }));
  mockApi.get('/medicalHistoryData', () => [
    { key: 'mentalHealth', label: 'Mental health', items: ['Anxiety', 'Depression'] },
  ]);
  return renderRoutes({
    at,
    routes: [
      {
        path: '/signup/patient/:step?',
        element: (
          <>
            <PatientSignupPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/login', element: <LocationProbe /> },
    ],
  });
}

const cont = () => userEvent.click(screen.getByTestId(TestId.signupContinue));

async function fillOverview() {
  await screen.findByDisplayValue('Rosa', {}, { timeout: 5000 });
  await userEvent.type(screen.getByTestId(TestId.signupPassword), 'Welcome12');
  await userEvent.type(screen.getByTestId(TestId.signupSecondPassword), 'Welcome12');
  await userEvent.type(screen.getByTestId(TestId.signupPhone), '5551234567');
  await cont();
}

// Typing through a whole step is slow in the test DOM; on a shared machine it needs headroom.
describe('patient sign-up wizard', { timeout: 60_000 }, () => {
  test('F109 a step without a token goes to login', async () => {
    renderWizard('/signup/patient/overview');
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  test('F110 F112 F114 F115 Continue on an invalid overview reveals each message and stays', async () => {
    renderWizard();
    await screen.findByDisplayValue('Rosa', {}, { timeout: 5000 });
    await userEvent.clear(screen.getByTestId(TestId.signupFirstName));
    await userEvent.clear(screen.getByTestId(TestId.signupDateOfBirth));
    await userEvent.type(screen.getByTestId(TestId.signupDateOfBirth), '0415');
    await userEvent.type(screen.getByTestId(TestId.signupPassword), 'abc');
    await userEvent.type(screen.getByTestId(TestId.signupSecondPassword), 'abd');
    await cont();
    expect(screen.getAllByText(SignupMessages.required).length).toBeGreaterThan(0);
    expect(screen.getByText(SignupMessages.passwordShort)).toBeTruthy();
    expect(screen.getByText(SignupMessages.passwordMismatch)).toBeTruthy();
    expect(screen.getByText(SignupMessages.dateInvalid)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('/overview');
  });

  test('F113 an e-mail in use is flagged after the debounce and blocks Continue', async () => {
    renderWizard();
    await screen.findByDisplayValue('Rosa', {}, { timeout: 5000 });
    const email = screen.getByTestId(TestId.signupEmail);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await cont();
    expect(screen.getByText(SignupMessages.emailInvalid)).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    expect(await screen.findByText(SignupMessages.emailInUse, {}, { timeout: 5000 })).toBeTruthy();
  });

  test('F111 F116 F129 five steps keep their data until the result step submits it', async () => {
    mockApi.post('/patientRegister', () => ({ email: 'rosa@example.com' }));
    renderWizard();
    await fillOverview();
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toContain('/emergency-contact'),
      { timeout: 5000 },
    );
    // Optional, but once started every field is needed.
    await userEvent.type(screen.getByLabelText('First name'), 'Luis');
    await cont();
    expect(screen.getByText(EmergencyMessages.lastName)).toBeTruthy();
    expect(screen.getByText(EmergencyMessages.relationship)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Last name'), 'Diaz');
    await userEvent.type(screen.getByLabelText('Phone'), '5559876543');
    await userEvent.type(screen.getByLabelText('Relationship'), 'Brother');
    await cont();
    await screen.findByText('Add medication', {}, { timeout: 5000 });
    await userEvent.click(screen.getByText('Add medication'));
    await cont();
    expect(screen.getByText(MedicineMessages.name)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Remove medication'));
    await cont();
    await screen.findByText('Mental health', {}, { timeout: 5000 });
    await userEvent.click(screen.getByTestId(TestId.signupBack));
    await screen.findByText('Add medication', {}, { timeout: 5000 });
    await cont();
    await userEvent.click(await screen.findByText('Mental health', {}, { timeout: 5000 }));
    await userEvent.click(screen.getByLabelText('Anxiety'));
    await cont();
    expect(await screen.findByText(SignupMessages.succeeded, {}, { timeout: 5000 })).toBeTruthy();
    const [sent] = sentRequests('/patientRegister');
    const body = (await sent!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'rosa@example.com',
      dateOfBirth: '1988-04-15',
      telephoneNumber: '5551234567',
      clinicToken: 'tok',
      emergencyContact: { relationship: 'Brother', telephoneNumber: '5559876543' },
      medicalHistory: { mentalHealth: ['Anxiety'] },
    });
    expect(body).not.toHaveProperty('secondPassword');
  });

  test('F130 a refused sign-up shows the failure and the server message', async () => {
    mockApi.post('/patientRegister', () =>
      apiError(409, { code: 'INVITATION_USED', errorMessage: SignupMessages.linkUsed }),
    );
    renderWizard();
    await fillOverview();
    await screen.findByText('Relationship', {}, { timeout: 5000 });
    await cont();
    await screen.findByText('Add medication', {}, { timeout: 5000 });
    await cont();
    await screen.findByText('Mental health', {}, { timeout: 5000 });
    await cont();
    expect(await screen.findByText(SignupMessages.failed, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(SignupMessages.linkUsed)).toBeTruthy();
  });

  test('F108 an expired link shows the server’s message instead of the wizard', async () => {
    mockApi.get('/register', () =>
      apiError(410, { code: 'INVITATION_EXPIRED', errorMessage: SignupMessages.linkExpired }),
    );
    renderRoutes({
      at: '/signup/patient/overview?token=old',
      routes: [{ path: '/signup/patient/:step?', element: <PatientSignupPage /> }],
    });
    expect(await screen.findByText(SignupMessages.linkExpired, {}, { timeout: 5000 })).toBeTruthy();
  });
});
