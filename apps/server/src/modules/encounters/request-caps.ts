import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { BookingLimits } from '../../config.js';
import type { Tx } from '../../db/database.js';
import { domainError } from '../../lib/domain-error.js';
import { openRequestsRepository as repo } from './open-requests.repository.js';

/**
 * Issue 19 path 6: a patient's booking account may have only so many open requests that hold a
 * provider's time unpaid (requested, not answered, not paid by card, not begun), per provider and
 * overall. The account counts, not the patient: a family head's requests for their family members
 * are theirs, so adding family members does not multiply what one account can hold. Checked in the
 * booking's transaction behind a lock on the account's row, so simultaneous bookings of one account
 * are counted one after the other, on any number of instances: exactly the cap gets through.
 */
export async function assertUnderRequestCaps(
  tx: Tx,
  limits: Pick<BookingLimits, 'openRequestsPerProvider' | 'openRequestsOverall'>,
  booking: { accountId: number; providerId: number; now: Date },
) {
  const { accountId, providerId, now } = booking;
  await repo.lockAccount(tx, accountId);
  const open = await repo.count(tx, accountId, providerId, now);
  if (open.withProvider >= limits.openRequestsPerProvider) {
    throw domainError(
      'OPEN_REQUESTS_LIMIT',
      SchedulingMessages.openRequestsWithProvider(limits.openRequestsPerProvider),
    );
  }
  if (open.overall >= limits.openRequestsOverall) {
    throw domainError(
      'OPEN_REQUESTS_LIMIT',
      SchedulingMessages.openRequestsOverall(limits.openRequestsOverall),
    );
  }
}
