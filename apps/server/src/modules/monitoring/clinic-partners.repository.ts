import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinics, partners } from '../../db/schema/clinics.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import { scopeCondition } from '../../lib/access/clinic-scope.js';

const associated = alias(partners, 'associated_partner');

/** The scope's clinics with remote monitoring on, each with its partner and associated partner. */
export async function monitoringClinics(ex: Executor, scope: ClinicScope) {
  return ex
    .select({
      clinicId: clinics.id,
      organizationId: clinics.externalPartnerId,
      partner: partners,
      associatedKey: associated.key,
      associatedName: associated.companyName,
    })
    .from(clinics)
    .innerJoin(partners, eq(partners.id, clinics.rpmPartnerId))
    .leftJoin(associated, eq(associated.id, clinics.associatedPartnerId))
    .where(and(scopeCondition(scope, clinics.id), eq(clinics.allowRemotePatientMonitoring, true)))
    .orderBy(clinics.id);
}
