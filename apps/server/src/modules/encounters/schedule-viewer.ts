import { Role } from '@clinicall/shared/roles';
import { inScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { ProviderClinic } from './free-slots-cache.js';

/**
 * Whether the viewer is a patient bound by the 24-hour block (I21), from the first of the
 * provider's clinics where the patient is a patient too and may book themselves (C52). The
 * patient's memberships come with the session, the clinics' settings with the provider's facts.
 */
function patientBlock(ctx: ScopedContext, clinics: readonly ProviderClinic[]) {
  if (ctx.actor.role !== Role.patient) return false;
  const { memberships } = ctx.actor;
  const clinic = clinics.find(
    (c) =>
      c.patientScheduling &&
      inScope(ctx.scope, c.id) &&
      memberships.some((m) => m.clinicId === c.id && m.role === Role.patient),
  );
  if (!clinic) throw domainError('PATIENT_SCHEDULING_DISABLED');
  return clinic.block24h;
}

/** Whether the provider works in a clinic of the caller's scope (Clinic.own). */
export const sharesScope = (ctx: ScopedContext, clinics: readonly ProviderClinic[]) =>
  clinics.some((c) => inScope(ctx.scope, c.id));

/** The caller may see the provider only through a clinic of their scope (Clinic.own). */
function checkScope(ctx: ScopedContext, clinics: readonly ProviderClinic[]) {
  if (!sharesScope(ctx, clinics)) throw domainError('CLINIC_FORBIDDEN');
}

/**
 * Issue 22: a patient a live referral sends to the provider sees the slots of the clinic they
 * would book in (the first of the provider's that lets patients book themselves, as booking picks).
 */
export function referredPatientBlock(clinics: readonly ProviderClinic[]) {
  const clinic = clinics.find((c) => c.patientScheduling);
  if (!clinic) throw domainError('PATIENT_SCHEDULING_DISABLED');
  return clinic.block24h;
}

/**
 * Whether the viewer may see the provider's free slots, and if so whether the 24-hour block
 * applies; asked on every request, cached or not.
 */
export function admitViewer(ctx: ScopedContext, clinics: readonly ProviderClinic[]) {
  checkScope(ctx, clinics);
  return patientBlock(ctx, clinics);
}
