import { Role } from '@clinicall/shared/roles';
import type { Db, Executor } from '../../db/database.js';
import type { clinics } from '../../db/schema/clinics.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { ReferralBookingPass } from '../referrals/referral-booking.service.js';
import { membershipsRepository as repo } from './memberships.repository.js';

export type ClinicRow = typeof clinics.$inferSelect;
export type ProviderRef = { id?: number | undefined; email?: string | undefined };

/**
 * The clinic questions the scheduling rules ask: who is whose provider, and in which clinic.
 * `referralPass` lets a patient reach the provider a live accepted referral sends them to.
 */
export function createMembershipsService(db: Db, referralPass: ReferralBookingPass) {
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

    /**
     * A provider the caller may book (free slots, offerings, questionnaires, the booking): one of
     * the scope's clinics, or, for a patient, the one a live accepted referral sends them to;
     * `referralId` then names that referral. Anyone else: 403, as `providerInScope` answers.
     */
    async bookableProvider(ctx: ScopedContext, ref: ProviderRef) {
      const inScope = await repo.providerInScope(db, ctx.scope, ref);
      if (inScope) return { ...inScope, referralId: null };
      if (ctx.actor.role === Role.patient) {
        const referred = await referralPass.referredProvider(ctx.actor.userId, ref);
        if (referred) return referred;
      }
      throw domainError('CLINIC_FORBIDDEN');
    },

    /** Issue 22: the provider a live accepted referral lets the patient book, if it does. */
    async referredProvider(patientId: number, ref: ProviderRef) {
      return referralPass.referredProvider(patientId, ref);
    },

    /** The active clinics where the provider works, ascending: where a referred patient books. */
    async providerClinics(providerId: number) {
      return repo.providerClinics(db, providerId);
    },

    /** Issue 22: whether the referral still lets the patient book, in `ex` (the booking's). */
    referralStillLets(ex: Executor, patientId: number, referralId: number) {
      return referralPass.stillLets(ex, patientId, referralId);
    },

    /** Makes the patient a patient of the clinic; false when they already were. */
    joinAsPatient(ex: Executor, patientId: number, clinicId: number) {
      return repo.joinAsPatient(ex, patientId, clinicId);
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
