import { AdminClinicMessages as M, type ClinicInputParsed } from '@clinicall/shared/admin-clinic';
import type { Executor } from '../../db/database.js';
import { domainError } from '../../lib/domain-error.js';
import { adminClinicsRepository as repo } from './admin-clinics.repository.js';

type PartnerChoice = Pick<
  ClinicInputParsed,
  'allowRemotePatientMonitoring' | 'rpmPartnerId' | 'externalPartnerId' | 'associatedPartnerId'
>;

const refuse = (message: string) => domainError('VALIDATION', message);

/**
 * B42–B47: remote monitoring on needs a selectable partner; a partner that needs an organization
 * id (Thorough, Promedix) must have one; only a partner that takes an associated partner (Promedix)
 * keeps one. What a choice does not use is cleared, and monitoring off clears all three.
 */
export async function partnerChoice(ex: Executor, input: PartnerChoice) {
  const none = { rpmPartnerId: null, externalPartnerId: null, associatedPartnerId: null };
  if (!input.allowRemotePatientMonitoring) return none;
  if (input.rpmPartnerId === null) throw refuse(M.partnerRequired);
  const partner = await repo.partner(ex, input.rpmPartnerId);
  if (!partner?.selectable || partner.partnerType !== 'RPM') {
    throw refuse('Choose a remote monitoring partner from the list.');
  }
  if (partner.needsExternalId && !input.externalPartnerId) {
    throw refuse(`The organization id is required for ${partner.companyName}.`);
  }
  let associatedPartnerId: number | null = null;
  if (partner.needsAssociatedPartner && input.associatedPartnerId !== null) {
    const associated = await repo.partner(ex, input.associatedPartnerId);
    if (!associated || associated.id === partner.id) {
      throw refuse('Choose an associated partner from the list.');
    }
    associatedPartnerId = associated.id;
  }
  return {
    rpmPartnerId: partner.id,
    externalPartnerId: partner.needsExternalId ? input.externalPartnerId : null,
    associatedPartnerId,
  };
}
