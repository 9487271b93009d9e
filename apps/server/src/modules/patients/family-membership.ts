import { clinicMemberships } from '../../db/schema/clinics.js';
import type { Executor } from '../../db/database.js';

/** A family member belongs to the same clinics as its head, as a patient. */
export async function joinClinicAs(ex: Executor, userId: number, clinicIds: readonly number[]) {
  if (clinicIds.length === 0) return;
  await ex
    .insert(clinicMemberships)
    .values(clinicIds.map((clinicId) => ({ userId, clinicId, role: 'ROLE_PATIENT' })))
    .onConflictDoNothing();
}
