import type { Db } from '../../db/database.js';
import type { clinics } from '../../db/schema/clinics.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import { domainError } from '../../lib/domain-error.js';
import { membershipsRepository as repo } from './memberships.repository.js';

export type ClinicRow = typeof clinics.$inferSelect;
export type ProviderRef = { id?: number | undefined; email?: string | undefined };

/** The clinic questions the scheduling rules ask: who is whose provider, and in which clinic. */
export function createMembershipsService(db: Db) {
  return {
    /**
     * An active provider who works in one of the scope's clinics. An unknown provider answers 403
     * like one of another clinic (as the access rules do for patients), so the answer does not
     * tell which e-mails have accounts.
     */
    async providerInScope(scope: ClinicScope, ref: ProviderRef) {
      const provider = await repo.providerInScope(db, scope, ref);
      if (!provider) throw domainError('CLINIC_FORBIDDEN');
      return provider;
    },

    /** An active patient, if there is one by that id. */
    async patient(id: number) {
      return repo.patientById(db, id);
    },

    /** The scope's active clinics where the provider works and the patient is a patient. */
    async sharedClinics(scope: ClinicScope, providerId: number, patientId: number) {
      return repo.sharedClinics(db, scope, providerId, patientId);
    },

    async inOfficeAllowed(providerId: number) {
      return repo.providerClinicAllows(db, providerId, 'isInOfficeAppointmentActive');
    },

    /** E27: templates are a provider's only where one of their clinics allows them. */
    async templatesAllowed(providerId: number) {
      return repo.providerClinicAllows(db, providerId, 'allowAppointmentTemplate');
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
