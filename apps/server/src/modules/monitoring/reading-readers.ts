import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics, partners } from '../../db/schema/clinics.js';

const reader = alias(clinicMemberships, 'reader');
const patientIn = alias(clinicMemberships, 'patient_in');

/**
 * The providers who may read these patients' readings of the partner, per patient: the measures
 * routes admit a provider of a clinic the patient belongs to, with remote monitoring on and the
 * partner as its partner or as the associate it needs (partner-port.service.ts `view`). One
 * statement per delivery, whoever is connected.
 */
export async function readersOf(ex: Executor, partnerId: number, patientIds: readonly number[]) {
  if (patientIds.length === 0) return [];
  return ex
    .selectDistinct({ patientId: patientIn.userId, providerId: reader.userId })
    .from(patientIn)
    .innerJoin(clinics, eq(clinics.id, patientIn.clinicId))
    .innerJoin(partners, eq(partners.id, clinics.rpmPartnerId))
    .innerJoin(reader, and(eq(reader.clinicId, clinics.id), eq(reader.role, 'ROLE_PROVIDER')))
    .where(
      and(
        inArray(patientIn.userId, [...patientIds]),
        eq(patientIn.role, 'ROLE_PATIENT'),
        eq(clinics.allowRemotePatientMonitoring, true),
        or(
          eq(clinics.rpmPartnerId, partnerId),
          and(
            eq(clinics.associatedPartnerId, partnerId),
            eq(partners.needsAssociatedPartner, true),
          ),
        ),
      ),
    );
}
