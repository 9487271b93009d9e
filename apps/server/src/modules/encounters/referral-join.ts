import type { Tx } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { MembershipsService } from '../clinics/memberships.service.js';

/**
 * Issue 22: a patient booking the provider a referral sends them to becomes a patient of the
 * clinic the visit is booked in, in the booking's transaction. Their own booking there is the
 * consent to join it that issue 19 path 1 asks for; the join is audited with its referral. The
 * referral is asked again here, its grant locked, so a revoke racing the booking refuses it.
 */
export async function joinThroughReferral(
  memberships: Pick<MembershipsService, 'referralStillLets' | 'joinAsPatient'>,
  ctx: ScopedContext,
  tx: Tx,
  join: { patientId: number; clinicId: number; referralId: number; encounterId: number },
) {
  if (!(await memberships.referralStillLets(tx, join.patientId, join.referralId))) {
    throw domainError('CLINIC_FORBIDDEN');
  }
  if (!(await memberships.joinAsPatient(tx, join.patientId, join.clinicId))) return;
  await ctx.audit(
    'clinic.joined-through-referral',
    {
      subject: String(join.referralId),
      patientId: join.patientId,
      clinicId: join.clinicId,
      detail: { referralId: join.referralId, encounterId: join.encounterId },
    },
    tx,
  );
}
