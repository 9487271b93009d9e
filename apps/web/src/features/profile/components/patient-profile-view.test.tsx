import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { Messages } from '@clinicall/shared/messages';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeClinicPartner, notFound, serveRpm } from '../../../test/monitoring-views';
import { loggedUserOf, makeClinic, makePatientProfile } from '../../../test/people';
import { makeReferral } from '../../../test/referral-rows';
import { makeAccount, renderRoutes } from '../../../test/render';
import { PatientProfileView } from './patient-profile-view';
import type { z } from 'zod';
import type { ReferralGrantsSchema } from '@clinicall/shared/referrals/referrals';

const profile = (
  allowPatientAttachment: boolean,
  extra: Partial<PatientProfile> = {},
): PatientProfile =>
  makePatientProfile({
    clinicDTOS: [
      { id: 7, name: 'Riverside', allowPatientAttachment, allowRemotePatientMonitoring: false },
    ],
    ...extra,
  });

function renderProfile(
  viewer: 'provider' | 'patient',
  options: {
    attachments?: boolean;
    at?: string;
    fromProvider?: boolean;
    extra?: Partial<PatientProfile>;
    grants?: z.output<typeof ReferralGrantsSchema>;
  } = {},
) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/attachment/hasForbiddenAttach', () => ({
    forbidden: false,
    joinRequestSent: false,
  }));
  mockApi.get('/attachment/search', () => ({ content: [], last: true, totalElements: 0 }));
  mockApi.get('/attachment/fileTypes', () => []);
  mockApi.get('/attachment/patient/search', () => ({ content: [], last: true, totalElements: 0 }));
  mockApi.get('/attachment/patient/fileTypes', () => []);
  mockApi.get('/patients/profileHistory', () => [
    {
      id: 1,
      modifiedBy: 'Elena Rivera',
      modificationTime: '2026-11-20T15:00:00.000Z',
      jsonOldProfile: {},
      jsonProfileVersionsDiff: [{ op: 'change', path: '/firstName', value: 'Ann' }],
    },
  ]);
  mockApi.get('/medicalHistoryData', () => []);
  mockApi.get('/referrals/grants', () => options.grants ?? []);
  mockApi.get('/USStates', () => [{ code: 'IL', name: 'Illinois' }]);
  mockApi.get('/AllergyMedicationType', () => ['Food']);
  mockApi.get('/AllergyMedicationSymptoms', () => ['Rash']);
  const isProvider = viewer === 'provider';
  const account = makeAccount([isProvider ? Role.provider : Role.patient], {
    id: isProvider ? 1 : 42,
  });
  // The provider works at the patient's clinic (Riverside), so they see who reads by referral.
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, [makeClinic({ id: 7 })]));
  renderRoutes({
    at: options.at ?? '/profile',
    account,
    routes: [
      {
        path: '/profile',
        element: (
          <PatientProfileView
            profile={profile(options.attachments ?? true, options.extra)}
            viewer={{ id: isProvider ? 1 : 42, isProvider }}
            fromProvider={options.fromProvider ?? false}
          />
        ),
      },
    ],
  });
  return userEvent.setup();
}

describe('patient profile tabs', () => {
  test('issue 22 item 4 the patient’s own profile shows who reads it through which referral, with Revoke', async () => {
    renderProfile('patient', {
      grants: [
        {
          referralId: 4,
          providerId: 8,
          providerFullName: 'Kenji Sato',
          referredById: 1,
          referredByFullName: 'Ana Rivera',
          grantedAt: '2026-11-20T15:00:00.000Z',
          expiresAt: null,
        },
      ],
    });
    const grant = await screen.findByTestId(TestId.referralGrant);
    expect(grant.textContent).toContain('Kenji Sato');
    expect(grant.textContent).toContain('Ana Rivera');
    expect(screen.getByTestId(TestId.referralRevoke)).toBeTruthy();
  });

  test('issue 22 item 4 a provider reading through a referral’s grant sees the details, the history and the referral’s files: no other tab, no edit, no family or access list', async () => {
    mockApi.get('/referrals/:id', () =>
      makeReferral({
        id: 4,
        status: 'ACCEPTED',
        attachmentList: [{ id: 1, fileName: 'ecg.pdf', fileType: 'pdf', size: 3 }],
      }),
    );
    renderProfile('provider', {
      extra: {
        reach: { through: 'REFERRAL_GRANT', referralId: 4 },
        // The referral's clinic keeps attachments and monitors: none of it is the grant's.
        clinicDTOS: [
          {
            id: 7,
            name: 'Riverside',
            allowPatientAttachment: true,
            allowRemotePatientMonitoring: true,
          },
        ],
        familyMembers: [
          {
            id: 43,
            firstName: 'Mia',
            lastName: 'Jones',
            relationship: 'Daughter',
            dateOfBirth: '2016-07-30',
            gender: 'female',
          },
        ],
      },
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Patient Details']);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByTestId(TestId.profileFamily)).toBeNull();
    expect(screen.queryByTestId(TestId.referralGrants)).toBeNull();
    const notice = await screen.findByTestId(TestId.referralReadNotice);
    expect(await within(notice).findByRole('button', { name: 'Download ecg.pdf' })).toBeTruthy();
    expect(notice.textContent).toContain('Ana Rivera');
    expect(await screen.findByText(/Elena Rivera/)).toBeTruthy();
    expect(sentRequests('/referrals/4')).toHaveLength(1);
    expect(sentRequests('/referrals/grants')).toHaveLength(0);
  });

  test('F8 F52 the provider opens the Attachments tab and sees the attachments list of the patient', async () => {
    const user = renderProfile('provider');
    expect(screen.getByRole('tab', { name: 'Appointments' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Attachments' }));
    expect(await screen.findByTestId(TestId.attachmentsTab)).toBeTruthy();
    expect(await screen.findByTestId(TestId.attachmentsEmpty)).toBeTruthy();
  });

  test('F14 the patient own profile has Patient Details and Attachments, and ?tab= opens one', async () => {
    renderProfile('patient', { at: '/profile?tab=attachments' });
    expect(screen.queryByRole('tab', { name: 'Appointments' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Attachments', selected: true })).toBeTruthy();
    expect(await screen.findByTestId(TestId.attachmentsUpload)).toBeTruthy();
  });

  test('F9 no Attachments tab when the clinic keeps none or the profile is seen from a provider', () => {
    renderProfile('provider', { attachments: false, at: '/profile?tab=attachments' });
    expect(screen.queryByRole('tab', { name: 'Attachments' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Patient Details', selected: true })).toBeTruthy();
  });

  test('F9 a profile opened from another provider context hides the Attachments tab', () => {
    renderProfile('provider', { fromProvider: true });
    expect(screen.queryByRole('tab', { name: 'Attachments' })).toBeNull();
  });

  test('F10 the Remote Patient Monitoring tab shows only where the clinic allows monitoring', () => {
    const rpmClinic = { id: 7, name: 'Riverside', allowPatientAttachment: false };
    renderProfile('provider', {
      extra: { clinicDTOS: [{ ...rpmClinic, allowRemotePatientMonitoring: true }] },
    });
    expect(screen.getByRole('tab', { name: 'Remote Patient Monitoring' })).toBeTruthy();
  });

  test('B22 F10 G2 the tab opens the monitoring partners’ views of the patient', async () => {
    const rpmClinic = { id: 7, name: 'Riverside', allowPatientAttachment: false };
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => notFound(),
      signup: (partner) => ({
        patientId: 42,
        partner,
        sentAt: '2026-11-02T15:00:00.000Z',
        devices: ['bloodPressure'],
        state: 'SENT',
      }),
    });
    const user = renderProfile('provider', {
      extra: { clinicDTOS: [{ ...rpmClinic, allowRemotePatientMonitoring: true }] },
    });
    await user.click(screen.getByRole('tab', { name: 'Remote Patient Monitoring' }));
    const panel = screen.getByTestId(TestId.profileRpm);
    expect(await within(panel).findByTestId(TestId.rpmFormSent)).toBeTruthy();
    expect(sentRequests('/providers/clinic/partner/search')).toHaveLength(1);
  });

  test('B22 F10 no Remote Patient Monitoring tab when the clinic does not allow it', () => {
    renderProfile('provider');
    expect(screen.queryByRole('tab', { name: 'Remote Patient Monitoring' })).toBeNull();
  });

  test('F15 the Family Members link shows only when the account has family members', () => {
    renderProfile('patient', {
      extra: {
        familyMembers: [
          {
            id: 43,
            firstName: 'Mia',
            lastName: 'Jones',
            relationship: 'Daughter',
            dateOfBirth: '2016-07-30',
            gender: 'female',
          },
        ],
      },
    });
    const nav = screen.getByTestId(TestId.profileNav);
    expect(nav.textContent).toContain('Family Members');
  });

  test('F15 without family members the left navigation has Profile, Medications and Emergency Contact', () => {
    renderProfile('patient');
    const nav = screen.getByTestId(TestId.profileNav);
    expect(nav.textContent).toBe('ProfileMedicationsEmergency Contact');
  });

  test('F20 F28 a pending e-mail is highlighted; the phone shows as +1 (xxx) xxx-xxxx', async () => {
    mockApi.get('/account/email_change/awaiting_agreement', () => ({ newEmail: null }));
    renderProfile('patient', { extra: { newEmail: 'ann.new@example.org' } });
    expect(screen.getByTestId(TestId.profileNewEmail).textContent).toContain('ann.new@example.org');
    expect(screen.getByText('+1 (555) 123-4567')).toBeTruthy();
    await waitFor(() =>
      expect(sentRequests('/account/email_change/awaiting_agreement')).toHaveLength(1),
    );
    expect(screen.queryByTestId(TestId.emailAgreement)).toBeNull();
  });

  test('issue 19 path 2: a change staff started asks the patient to agree on their own profile', async () => {
    mockApi.get('/account/email_change/awaiting_agreement', () => ({
      newEmail: 'ann.new@example.org',
    }));
    mockApi.post('/account/email_change/agree_in_session', () => ({
      email: 'ann.new@example.org',
      status: 'awaiting-confirmation',
    }));
    const patient = renderProfile('patient', { extra: { newEmail: 'ann.new@example.org' } });
    const ask = await screen.findByTestId(TestId.emailAgreement);
    expect(ask.textContent).toContain(EmailChangeMessages.agreePrompt('ann.new@example.org'));
    await patient.click(screen.getByRole('button', { name: EmailChangeMessages.agreeAction }));
    await waitFor(() =>
      expect(sentRequests('/account/email_change/agree_in_session')).toHaveLength(1),
    );
  });

  test('F20 issue 19 path 2: staff opening the e-mail modal are told the change waits for the patient and the new address', async () => {
    const provider = renderProfile('provider');
    await provider.click(screen.getByRole('button', { name: 'Edit Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    expect(dialog.textContent).toContain(EmailChangeMessages.pendingWarning);
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  test('F21 issue 19 path 4: the owner’s e-mail modal asks for the current password and posts the change with it', async () => {
    mockApi.post('/account/email_change', () => ({ newEmail: 'ann.new@example.org' }));
    const patient = renderProfile('patient');
    await patient.click(screen.getByRole('button', { name: 'Edit Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    expect(dialog.textContent).toContain(EmailChangeMessages.ownWarning);
    const email = screen.getByRole('textbox', { name: /Email/ });
    await patient.clear(email);
    await patient.type(email, 'ann.new@example.org');
    await patient.click(screen.getByTestId(TestId.profileUpdate));
    expect(await screen.findByText(EmailChangeMessages.currentPasswordRequired)).toBeTruthy();
    expect(sentRequests('/account/email_change')).toHaveLength(0);
    await patient.type(screen.getByLabelText(/Current password/), 'Secret123');
    await patient.click(screen.getByTestId(TestId.profileUpdate));
    await waitFor(() => expect(sentRequests('/account/email_change')).toHaveLength(1));
    expect(await sentRequests('/account/email_change')[0]!.json()).toEqual({
      email: 'ann.new@example.org',
      currentPassword: 'Secret123',
    });
    expect(sentRequests('/patients/profile')).toHaveLength(0);
  });

  test('issue 19 path 4: a wrong current password is shown on its field', async () => {
    mockApi.post('/account/email_change', () =>
      apiError(400, { code: 'WRONG_EXISTING_PASSWORD', errorMessage: 'server text' }),
    );
    const patient = renderProfile('patient');
    await patient.click(screen.getByRole('button', { name: 'Edit Email' }));
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await patient.clear(email);
    await patient.type(email, 'ann.new@example.org');
    await patient.type(screen.getByLabelText(/Current password/), 'Wrong123');
    await patient.click(screen.getByTestId(TestId.profileUpdate));
    expect(await screen.findByText(Messages.password.existingWrong)).toBeTruthy();
  });

  test('F28 a missing phone shows the muted placeholder +1 (000) 000-0000', () => {
    renderProfile('patient', { extra: { telephoneNumber: '' } });
    expect(screen.getByText('+1 (000) 000-0000')).toBeTruthy();
  });

  test('F18 F19 F12 a row opens its modal with Update and Cancel; Cancel restores; the history waits meanwhile', async () => {
    const user = renderProfile('provider');
    const entry = await screen.findByTestId(TestId.profileHistoryEntry);
    expect(entry.hasAttribute('disabled') || entry.getAttribute('data-disabled') === 'true').toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByTestId(TestId.profileUpdate).textContent).toBe('Update');
    expect(screen.getByTestId(TestId.profileCancel).textContent).toBe('Cancel');
    expect(screen.getByText('The history is unavailable while you are editing.')).toBeTruthy();
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Zed');
    await user.click(screen.getByTestId(TestId.profileCancel));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByRole('heading', { name: 'Ann Jones' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const reopened = await screen.findByRole<HTMLInputElement>('textbox', { name: /First name/ });
    expect(reopened.value).toBe('Ann');
  });

  test('F44 F45 F46 a family member on their own profile edits nothing and sees no e-mail, EHR id or medical history', () => {
    renderProfile('patient', { extra: { isFamilyMember: true, headPatientId: 1 } });
    expect(screen.queryByRole('button', { name: /^Edit (?!Password$)/ })).toBeNull();
    expect(screen.queryByText('ann@example.org')).toBeNull();
    expect(screen.queryByText('EHR id')).toBeNull();
    expect(screen.queryByTestId(TestId.profileMedicalHistory)).toBeNull();
  });

  test('F33 issue 21: a weight over 999 lbs stays as typed and is refused with its message', async () => {
    const user = renderProfile('patient');
    await user.click(await screen.findByRole('button', { name: 'Edit Weight and height' }));
    const weight = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Weight (lbs)' });
    await user.clear(weight);
    await user.type(weight, '1200');
    await user.click(screen.getByTestId(TestId.profileUpdate));
    expect(await screen.findByText(PeopleMessages.weightRange)).toBeTruthy();
    expect(weight.value).toBe('1200');
    expect(sentRequests('/patients/profile')).toHaveLength(0);
  });

  // Fourteen modals opened and closed in turn: 15 s on a machine shared with other suites.
  test(
    'F24 F18 each row and section of the own profile opens its own edit modal',
    { timeout: 60_000 },
    async () => {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
      const user = renderProfile('patient', {
        extra: { address: null, emergencyContact: null },
      });
      const modals: [string, string][] = [
        ['Edit Photo', 'Change photo'],
        ['Edit Name', 'Change name'],
        ['Edit Email', 'Change e-mail'],
        ['Edit Phone number', 'Change phone number'],
        ['Edit Date of birth', 'Change date of birth'],
        ['Edit Gender', 'Change gender'],
        ['Edit EHR id', 'Change EHR id'],
        ['Edit Address', 'Change address'],
        ['Edit Alternative e-mails', 'Change alternative e-mails'],
        ['Edit Weight and height', 'Change weight and height'],
        ['Edit medical history', 'Change medical history'],
        ['Edit medications', 'Change medications'],
        ['Edit allergies', 'Change allergies'],
        ['Edit emergency contact', 'Change emergency contact'],
      ];
      for (const [button, title] of modals) {
        await user.click(screen.getByRole('button', { name: button }));
        const dialog = await screen.findByRole('dialog', { name: title });
        await user.keyboard('{Escape}');
        await waitFor(() => expect(dialog.isConnected).toBe(false));
      }
    },
  );
});
