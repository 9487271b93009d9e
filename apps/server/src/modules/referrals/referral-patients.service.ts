import {
  REFERRAL_PATIENTS_PAGE_SIZE,
  ReferralMessages,
} from '@clinicall/shared/referrals/referrals';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { networkScope, type NetworkSwitch } from '../provider-network/network-scope.service.js';
import { referralGrantsRepository as grantsRepo } from './referral-grants.repository.js';
import { referralPatientsRepository as patientsRepo } from './referral-patients.repository.js';

/**
 * The patients' side of referrals: whom a provider may refer (F96) and who reads a patient through
 * which referral (issue 22 item 4).
 */
export function createReferralPatientsService(deps: {
  db: Db;
  clock: Clock;
  networkEnabled: NetworkSwitch;
  inNetwork: (ctx: SignedInContext, providerId: number) => Promise<boolean>;
}) {
  const { db, clock, networkEnabled } = deps;
  return {
    /** F96: the caller's patients (network clinics) to refer to `providerId`, 10 per page. */
    async patients(
      ctx: SignedInContext,
      query: { providerId: number; search?: string | undefined; page: number },
    ) {
      const mine = await networkScope(ctx.actor, networkEnabled);
      if (!(await deps.inNetwork(ctx, query.providerId)))
        throw domainError('NOT_FOUND', ReferralMessages.receiverNotInNetwork);
      const size = REFERRAL_PATIENTS_PAGE_SIZE;
      const rows = await patientsRepo.patientsPage(db, mine, query.search, query.page, size);
      const content = rows.slice(0, size).map((r) => ({
        id: r.id,
        name: `${r.firstName} ${r.lastName}`,
        email: r.email,
        gender: r.gender,
        dateOfBirth: r.dateOfBirth,
      }));
      for (const r of rows.slice(0, size)) ctx.readsPatient(r.id, r.clinicId);
      return { content, last: rows.length <= size };
    },

    /** Issue 22 item 4: who reads the patient through which referral, now. */
    async grants(patientId: number) {
      const rows = await grantsRepo.liveGrantsOn(db, patientId, clock());
      return rows.map((g) => ({
        referralId: g.referralId,
        providerId: g.providerId,
        providerFullName: `${g.firstName} ${g.lastName}`,
        referredById: g.referredById,
        referredByFullName: `${g.senderFirstName} ${g.senderLastName}`,
        grantedAt: g.grantedAt.toISOString(),
        expiresAt: g.expiresAt?.toISOString() ?? null,
      }));
    },
  };
}

export type ReferralPatientsService = ReturnType<typeof createReferralPatientsService>;
