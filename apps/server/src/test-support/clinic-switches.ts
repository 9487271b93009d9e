import type { ClinicSwitch } from '@clinicall/shared/clinic-features';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { clinics } from '../db/schema/clinics.js';

/**
 * Flips a clinic's feature switches straight in the table, as any writer would (the super admin's
 * form, a script): the `clinics` trigger announces it to every instance.
 */
export async function setClinicSwitches(
  ex: Executor,
  clinicId: number,
  switches: Partial<Record<ClinicSwitch, boolean>>,
) {
  await ex.update(clinics).set(switches).where(eq(clinics.id, clinicId));
}
