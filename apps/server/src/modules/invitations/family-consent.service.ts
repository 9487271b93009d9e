import { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { domainError } from '../../lib/domain-error.js';
import { invitationsRepository as repo } from './invitations.repository.js';
import { pendingPasswordHash } from './pending-password.js';

/**
 * Issue 19 path 1: a family member a provider typed under an existing account. It is not an
 * account yet: these details wait on the head's FAMILY invitation (read by no route, not even the
 * inviting provider's) until the head accepts from the mailed link; expiry clears them.
 */
export const FamilyRequestSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  phoneNumber: z.string().optional(),
  ehrId: z.string().optional(),
});
export type FamilyRequest = z.infer<typeof FamilyRequestSchema>;

export const familyMemberName = (request: FamilyRequest) =>
  `${request.firstName} ${request.lastName}`;

/**
 * The head accepted: the member becomes a pending patient account under the head (sharing the
 * head's mailbox by plus-addressing) in the inviting clinic, and the stored details are cleared.
 * Runs in the acceptance's transaction, which also makes the head a patient of the clinic.
 */
export async function createConsentedFamilyMember(
  tx: Executor,
  invitation: { id: number; clinicId: number; familyMember: unknown },
  head: { id: number; email: string },
) {
  const parsed = FamilyRequestSchema.safeParse(invitation.familyMember);
  // Cleared by expiry: the link is past its time (the caller checks expiry first).
  if (!parsed.success) throw domainError('INVITATION_EXPIRED');
  const email = await repo.freeFamilyEmail(tx, head.email);
  if (!email) throw domainError('CONFLICT');
  const [member] = await repo.insertPendingPatients(
    tx,
    [{ ...parsed.data, email, familyOwnerId: head.id }],
    invitation.clinicId,
    // One hash per process (see pending-password.ts): after the first, this costs nothing.
    await pendingPasswordHash(),
  );
  if (!member) throw domainError('CONFLICT');
  await repo.clearFamilyRequest(tx, invitation.id);
  return { id: member.id, email, name: familyMemberName(parsed.data) };
}
