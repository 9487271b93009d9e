import { clinicsScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';

/**
 * For a route whose patient is named in the body (the sign-up, I39's save): the caller's scope
 * narrowed to the patient's clinics, as the access plugin's `Clinic.patient` rule narrows it for
 * a path parameter; a patient of none of them answers as a missing one and is audited alike.
 */
export async function narrowToPatient(
  ctx: ScopedContext,
  patientClinicIds: (patientId: number) => Promise<number[]>,
  patientId: number,
): Promise<ScopedContext> {
  const ids = await patientClinicIds(patientId);
  const kept = ctx.scope.all ? ids : ids.filter((id) => ctx.scope.clinicIds.includes(id));
  if (kept.length === 0) {
    const refusal = hiddenRefusal('CLINIC_FORBIDDEN', 'patient of no clinic of theirs');
    await ctx.audit('access.forbidden', {
      detail: { code: refusal.refused, answered: refusal.code, reason: refusal.reason, patientId },
    });
    throw refusal;
  }
  ctx.scope = clinicsScope(kept);
  return ctx;
}
