import type { ClinicProvider, ClinicSummary } from '@clinicall/shared/clinic';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { clinicsRepository, toClinicSummary } from './clinics.repository.js';

export function createClinicsService(db: Db) {
  return {
    /** The clinics a user belongs to, whatever their role there (clinicDTOS of getLoggedUser). */
    async clinicsOfUser(userId: number): Promise<ClinicSummary[]> {
      return (await clinicsRepository.clinicsOfUser(db, userId)).map(toClinicSummary);
    },

    /** F99: the signed-in provider's clinics with their feature switches. */
    async clinicsInScope(ctx: ScopedContext): Promise<ClinicSummary[]> {
      return (await clinicsRepository.clinicsInScope(db, ctx.scope)).map(toClinicSummary);
    },

    /** B79: the providers of one clinic, for the clinic admin's link table. */
    async providersOfClinic(ctx: ScopedContext, clinicId: number): Promise<ClinicProvider[]> {
      return clinicsRepository.providersOfClinic(db, ctx.scope, clinicId);
    },
  };
}

export type ClinicsService = ReturnType<typeof createClinicsService>;
