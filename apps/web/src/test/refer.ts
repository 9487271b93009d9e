import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import type { Referral } from '@clinicall/shared/referrals/referrals';

/** A referral as POST /referrals answers one: pending, from provider 7 to `providerId`. */
export function sentReferral(extra: Partial<Referral> = {}): Referral {
  return {
    id: 31,
    status: 'PENDING',
    note: 'Please see her about the palpitations.',
    patientId: 12,
    patientEmail: 'sam.jones@example.org',
    patientFullName: 'Sam Jones',
    patientImagePath: null,
    referredById: 7,
    referredByFullName: 'Jane Doe',
    referralByEmail: 'jane.doe@example.org',
    referredToId: 2,
    referredToFullName: 'Hana Sato',
    referredToEmail: 'provider2@example.org',
    referredToImagePath: null,
    clinicId: 1,
    clinicName: 'Riverside Clinic',
    referralDate: '2026-11-28T10:00:00.000Z',
    answeredDate: null,
    accessUntil: null,
    accessRevoked: false,
    attachmentList: [],
    ...extra,
  };
}

/** A provider's profile as GET /providers/network/{id}/profile answers it. */
export function networkProfile(extra: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    id: 2,
    firstName: 'Hana',
    lastName: 'Sato',
    email: 'provider2@example.org',
    newEmail: null,
    primarySpecialty: 'Psychiatry',
    briefOverview: 'Adult psychiatry, anxiety and sleep.',
    specialties: ['Psychiatry', 'Sleep medicine'],
    languages: ['English', 'Japanese'],
    insurances: ['Aetna', 'Blue Shield'],
    recommendation: '',
    offices: [],
    hospitalAffiliations: [],
    alternativeEmails: [],
    imagePath: null,
    clinicDTOS: [{ id: 4, name: 'Lakeside Behavioral Health' }],
    ...extra,
  };
}

/** A page of F96's patients to refer; a later page's patients start at a later `firstId`. */
export function referPatientPage(
  names: string[],
  last = true,
  firstId = 12,
): {
  content: {
    id: number;
    name: string;
    email: string;
    gender: string | null;
    dateOfBirth: string | null;
  }[];
  last: boolean;
} {
  return {
    content: names.map((name, index) => ({
      id: firstId + index,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
      gender: 'female',
      dateOfBirth: '1990-04-02',
    })),
    last,
  };
}
