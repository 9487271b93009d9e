import { isoToUsDate } from '@clinicall/shared/invitations/dates';
import { maskUsPhone } from '@clinicall/shared/invitations/masks';
import type { PatientOverviewForm } from '@clinicall/shared/signup/forms';
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
