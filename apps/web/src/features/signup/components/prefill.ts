import { isoToUsDate } from '@clinicall/shared/invitations/dates';
import { maskUsPhone } from '@clinicall/shared/invitations/masks';
import type { PatientOverviewForm } from '@clinicall/shared/signup/forms';
import type { ProviderOverviewForm } from '@clinicall/shared/signup/provider-forms';
import type { RegisterResponse } from '@clinicall/shared/signup/schemas';

/** The overview step starts from what the clinic entered when it invited the patient. */
export function overviewFromInvitation(
  invitation: RegisterResponse['invitation'] | undefined,
): PatientOverviewForm {
  const gender = invitation?.gender;
  return {
    firstName: invitation?.firstName ?? '',
    lastName: invitation?.lastName ?? '',
    email: invitation?.email ?? '',
    password: '',
    secondPassword: '',
    gender: gender === 'male' || gender === 'female' ? gender : '',
    telephoneNumber: maskUsPhone(invitation?.telephoneNumber ?? ''),
    dateOfBirth: invitation?.dateOfBirth ? isoToUsDate(invitation.dateOfBirth) : '',
  };
}

/** The provider's overview starts from the name and e-mail the clinic entered. */
export function providerOverviewFromInvitation(
  invitation: RegisterResponse['invitation'] | undefined,
): ProviderOverviewForm {
  return {
    firstName: invitation?.firstName ?? '',
    lastName: invitation?.lastName ?? '',
    primarySpecialty: '',
    email: invitation?.email ?? '',
    password: '',
    secondPassword: '',
    briefOverview: '',
    specialties: [],
    languages: [],
  };
}
