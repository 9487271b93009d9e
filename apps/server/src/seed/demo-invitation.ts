import { INVITATION_TTL_DAYS } from '@clinicall/shared/invitations/rules';
import type { Executor } from '../db/database.js';
import { clinicMemberships } from '../db/schema/clinics.js';
import { users } from '../db/schema/identity.js';
import { invitations } from '../db/schema/invitations.js';
import { patientProfiles } from '../db/schema/profiles.js';
import { pendingPasswordHash } from '../modules/invitations/pending-password.js';

/** A patient Dr. Rivera invited who has not signed up yet: she cannot sign in until she does. */
export const demoInvitee = {
  email: 'olivia.grant@clinicall.example',
  firstName: 'Olivia',
  lastName: 'Grant',
} as const;

/** F66–F71: one pending invitation, so the roster and the invite screens show a realistic case. */
export async function seedDemoInvitation(
  tx: Executor,
  input: { clinicId: number; invitedBy: number },
) {
  const [invitee] = await tx
    .insert(users)
    .values({
      ...demoInvitee,
      passwordHash: await pendingPasswordHash(),
      role: 'ROLE_PATIENT',
      phoneNumber: '5550142233',
      activated: false,
    })
    .returning({ id: users.id });
  if (!invitee) throw new Error('invitee insert returned no row');
  await tx
    .insert(patientProfiles)
    .values({ userId: invitee.id, dateOfBirth: '1993-09-18', gender: 'female' });
  await tx
    .insert(clinicMemberships)
    .values({ userId: invitee.id, clinicId: input.clinicId, role: 'ROLE_PATIENT' });
  await tx.insert(invitations).values({
    kind: 'PATIENT',
    clinicId: input.clinicId,
    userId: invitee.id,
    invitedBy: input.invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
}
