import type { Referral } from '@clinicall/shared/referrals/referrals';

/**
 * One referral as the API answers it (F138): Dr. Rivera (id 7, `makeAccount`'s) refers Sam Jones
 * (id 30) to Dr. Sato (id 8), pending, unless told otherwise.
 */
export function makeReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 1,
    status: 'PENDING',
    note: 'Please assess the knee.',
    patientId: 30,
    patientEmail: 'sam.jones@example.org',
    patientFullName: 'Sam Jones',
    patientImagePath: null,
    referredById: 7,
    referredByFullName: 'Ana Rivera',
    referralByEmail: 'dr.rivera@example.org',
    referredToId: 8,
    referredToFullName: 'Kenji Sato',
    referredToEmail: 'dr.sato@example.org',
    referredToImagePath: null,
    clinicId: 1,
    clinicName: 'Riverside Clinic',
    referralDate: '2026-11-20T15:00:00.000Z',
    answeredDate: null,
    accessUntil: null,
    accessRevoked: false,
    attachmentList: [],
    ...overrides,
  };
}

/** One page of a referrals list. */
export function referralPage(content: Referral[], last = true) {
  return { content, last, totalElements: content.length };
}
