import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DEVICES, rpmQrText } from '@clinicall/shared/monitoring/partners';
import { RpmMessages, type RpmSignupStatus } from '@clinicall/shared/monitoring/signup';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { TextLimit } from '@clinicall/shared/constants';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makePatientProfile } from '../../../test/people';
import { makePartner } from '../../../test/rpm-alerts';
import { renderRoutes } from '../../../test/render';
import { RpmSignupForm } from './rpm-signup-form';

const withAddress = {
  telephoneNumber: '5551234567',
  address: {
    firstStreetLine: '1 Main St',
    secondStreetLine: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
  },
  medicineInfo: {
    height: `5'10"`,
    weight: 172,
    isAllergic: false,
    allergies: [],
    medications: [],
  },
} satisfies Partial<PatientProfile>;

const sent: RpmSignupStatus = {
  patientId: 42,
  partner: 'promedix',
  sentAt: '2026-11-02T12:00:00.000Z',
  devices: ['scale'],
  state: 'SENT',
};

function renderForm(options: {
  partner?: ReturnType<typeof makePartner>;
  profile?: Partial<PatientProfile>;
}) {
  const partner = options.partner ?? makePartner('promedix', [...DEVICES]);
  mockApi.get('/patient/:id/profile', () => makePatientProfile(options.profile ?? withAddress));
  mockApi.get('/providers/clinic/partner/search', () => [partner]);
  const onSent = vi.fn();
  renderRoutes({
    at: '/',
    routes: [
      {
        path: '/',
        element: <RpmSignupForm partner={partner.key} patientId={42} onSent={onSent} />,
      },
    ],
  });
  return { user: userEvent.setup(), onSent };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const deviceNames = () =>
  within(screen.getByTestId(TestId.rpmSignupDevices))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label, div')?.textContent ?? '');

describe('RPM sign-up form', () => {
  test('G22 G23 the form collects the payload’s fields and offers every device', async () => {
    renderForm({});
    await screen.findByTestId(TestId.rpmSignupForm);
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Gender/,
      /^MRN/,
      /^Date of birth/,
      /^Height/,
      /^Weight \(lbs\)/,
      /^Phone number/,
      /^Email/,
      /^Address/,
      /^City/,
      /^State/,
      /^Zip code/,
    ]) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    const boxes = within(screen.getByTestId(TestId.rpmSignupDevices)).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('value'))).toEqual([...DEVICES]);
    for (const name of [
      'Scale',
      'Pulse oximeter',
      'Blood pressure monitor',
      'Glucose meter',
      'Thermometer',
      'Spirometer',
      'ECG',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    }
    expect(screen.queryByTestId(TestId.rpmSignupQrCode)).toBeNull();
  });

  test('G24 without a device: "Device is required." and the form’s "Insert all required (*) fields…"; nothing is sent', async () => {
    const { user } = renderForm({});
    await user.click(await screen.findByTestId(TestId.rpmSignupSubmit));
    expect(screen.getByText(RpmMessages.deviceRequired)).toBeTruthy();
    expect(screen.getByTestId(TestId.rpmSignupInvalid).textContent).toBe(
      'Insert all required (*) fields first and review input validations',
    );
    expect(sentRequests('/promedix/signup/patients')).toHaveLength(0);
  });

  test('G25 phone, address, city, state and zip are required when the profile lacks them', async () => {
    const { user } = renderForm({ profile: { telephoneNumber: '', address: null } });
    await screen.findByTestId(TestId.rpmSignupForm);
    for (const label of [/^Phone number/, /^Address/, /^City/, /^State/, /^Zip code/]) {
      expect(field(label).required).toBe(true);
      expect(field(label).readOnly).toBe(false);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Scale' }));
    await user.click(screen.getByTestId(TestId.rpmSignupSubmit));
    for (const message of [
      'Phone number is required.',
      'Address is required.',
      'City is required.',
      'State is required.',
      'Zip code is required.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByTestId(TestId.rpmSignupInvalid)).toBeTruthy();
    expect(sentRequests('/promedix/signup/patients')).toHaveLength(0);
  });

  test('G25 G27 what the profile has (height, weight, phone, address) is shown from it, not required, and sent as it is', async () => {
    mockApi.post('/:partner/signup/patients', () => sent);
    const { user, onSent } = renderForm({});
    await screen.findByTestId(TestId.rpmSignupForm);
    for (const label of [/^Phone number/, /^Address/, /^City/, /^State/, /^Zip code/]) {
      expect(field(label).readOnly).toBe(true);
      expect(field(label).required).toBe(false);
    }
    expect(field(/^Phone number/).value).toBe('(555) 123-4567');
    expect(field(/^Weight/).value).toBe('172');
    expect(field(/^Weight/).readOnly).toBe(true);
    // The profile's value stays whatever is typed over it.
    await user.type(field(/^Address/), ' Apt 9');
    expect(field(/^Address/).value).toBe('1 Main St');
    await user.click(screen.getByRole('checkbox', { name: 'Blood pressure monitor' }));
    await user.click(screen.getByTestId(TestId.rpmSignupSubmit));
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    const [request] = sentRequests('/promedix/signup/patients');
    expect(await request!.json()).toMatchObject({
      patientId: 42,
      height: `5'10"`,
      weight: 172,
      phoneNumber: '5551234567',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    });
  });

  test('G26 the MRN stops at the short text limit', async () => {
    const { user } = renderForm({});
    await screen.findByTestId(TestId.rpmSignupForm);
    await user.click(field(/^MRN/));
    await user.paste('M'.repeat(TextLimit.tiny + 10));
    expect(field(/^MRN/).value).toHaveLength(TextLimit.tiny);
  });

  test('G28 a Morley-associated view: blood pressure monitor and pulse oximeter only, the weight required, the QR code shown', async () => {
    const { user } = renderForm({
      partner: makePartner('promedix', ['bloodPressure', 'pulseOximeter'], {
        morleyAssociated: true,
      }),
      profile: { ...withAddress, medicineInfo: { ...withAddress.medicineInfo, weight: null } },
    });
    await screen.findByTestId(TestId.rpmSignupForm);
    expect(deviceNames()).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Blood pressure monitor' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Pulse oximeter' })).toBeTruthy();
    const qr = screen.getByTestId(TestId.rpmSignupQrCode);
    expect(qr.getAttribute('data-qr-text')).toBe(rpmQrText('promedix', 42));
    const image = await within(qr).findByRole('img', { name: 'QR code for the patient to scan' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(screen.getByRole('checkbox', { name: 'Pulse oximeter' }));
    await user.click(screen.getByTestId(TestId.rpmSignupSubmit));
    expect(screen.getByText('Weight is required.')).toBeTruthy();
    expect(sentRequests('/promedix/signup/patients')).toHaveLength(0);
  });

  test('G29 the Remote Care view offers no ECG', async () => {
    renderForm({
      partner: makePartner(
        'remotecare',
        DEVICES.filter((d) => d !== 'ecg'),
        { companyName: 'Remote Care Partners' },
      ),
    });
    await screen.findByTestId(TestId.rpmSignupForm);
    expect(screen.queryByRole('checkbox', { name: 'ECG' })).toBeNull();
    expect(deviceNames()).toHaveLength(6);
  });

  test('G30 submitting sends POST /{partner}/signup/patients and then tells the view (already sent)', async () => {
    mockApi.post('/:partner/signup/patients', () => sent);
    const { user, onSent } = renderForm({});
    await user.click(await screen.findByRole('checkbox', { name: 'Scale' }));
    await user.click(screen.getByTestId(TestId.rpmSignupSubmit));
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    const [request] = sentRequests('/promedix/signup/patients');
    expect(await request!.json()).toEqual({
      patientId: 42,
      firstName: 'Ann',
      lastName: 'Jones',
      gender: 'female',
      dateOfBirth: '1990-12-25',
      height: `5'10"`,
      weight: 172,
      phoneNumber: '5551234567',
      email: 'ann@example.org',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      devices: ['scale'],
    });
  });

  test('G31 a failed save shows "Error found saving data" and stays on the form', async () => {
    mockApi.post('/:partner/signup/patients', () =>
      apiError(400, { code: 'VALIDATION', errorMessage: 'Phone number is required.' }),
    );
    const { user, onSent } = renderForm({});
    await user.click(await screen.findByRole('checkbox', { name: 'Scale' }));
    await user.click(screen.getByTestId(TestId.rpmSignupSubmit));
    const error = await screen.findByTestId(TestId.rpmSignupSaveError);
    expect(error.textContent).toContain('Error found saving data');
    expect(error.textContent).toContain('Phone number is required.');
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByTestId(TestId.rpmSignupForm)).toBeTruthy();
  });
});
