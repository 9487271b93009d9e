import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ReferralGrantCheck } from '../../plugins/access.js';
import { referralGrantsRepository } from './referral-grants.repository.js';

/**
 * Issue 22 item 4: what the access plugin asks on a route that admits referral grants: the newest
 * grant the provider holds on the patient and whether it is live now (not revoked, not past the
 * referral's completion + 30 days).
 */
export function createReferralGrantCheck(db: Db, clock: Clock): ReferralGrantCheck {
  return {
    find: (providerId, patientId) =>
      referralGrantsRepository.findGrant(db, providerId, patientId, clock()),
  };
}
