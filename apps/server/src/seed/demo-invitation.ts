import { INVITATION_TTL_DAYS } from '@clinicall/shared/invitations/rules';
import type { Executor } from '../db/database.js';
import { clinicMemberships } from '../db/schema/clinics.js';
import { users } from '../db/schema/identity.js';
import { invitations } from '../db/schema/invitations.js';
import { patientProfiles } from '../db/schema/profiles.js';
import { pendingPasswordHash } from '../modules/invitations/pending-password.js';
import { jobsRepository } from '../modules/jobs/jobs.repository.js';

/** A patient Dr. Rivera invited who has not signed up yet: she cannot sign in until she does. */
export const demoInvitee = {
  email: 'olivia.grant@clinicall.example',
  firstName: 'Olivia',
  lastName: 'Grant',
} as const;

/** A provider the clinic invited (F117): his sign-up link waits in the dev mailbox. */
export const demoProviderInvitee = {
  email: 'samuel.ortiz@clinicall.example',
  firstName: 'Samuel',
  lastName: 'Ortiz',
} as const;

async function pendingAccount(
  tx: Executor,
  person: { email: string; firstName: string; lastName: string },
  role: 'ROLE_PATIENT' | 'ROLE_PROVIDER',
  clinicId: number,
  phoneNumber: string | null,
) {
  const [account] = await tx
    .insert(users)
    .values({
      ...person,
      passwordHash: await pendingPasswordHash(),
      role,
      phoneNumber,
      activated: false,
    })
    .returning({ id: users.id });
  if (!account) throw new Error('invitee insert returned no row');
  await tx.insert(clinicMemberships).values({ userId: account.id, clinicId, role });
  return account;
}

/**
 * F66–F71, F117: a pending patient and a pending provider, so the roster, the invite screens and
 * the dev mailbox show realistic cases; their invitation mails are queued as the invite sends them.
 */
export async function seedDemoInvitation(
  tx: Executor,
  input: { clinicId: number; invitedBy: number },
) {
  const patient = await pendingAccount(
    tx,
    demoInvitee,
    'ROLE_PATIENT',
    input.clinicId,
    '5550142233',
  );
  await tx
    .insert(patientProfiles)
    .values({ userId: patient.id, dateOfBirth: '1993-09-18', gender: 'female' });
  const provider = await pendingAccount(
    tx,
    demoProviderInvitee,
    'ROLE_PROVIDER',
    input.clinicId,
    null,
  );
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
  const rows = await tx
    .insert(invitations)
    .values(
      [
        { kind: 'PATIENT', userId: patient.id },
        { kind: 'PROVIDER', userId: provider.id },
      ].map((row) => ({ ...row, clinicId: input.clinicId, invitedBy: input.invitedBy, expiresAt })),
    )
    .returning({ id: invitations.id });
  await jobsRepository.insert(tx, {
    type: 'invitations.mail',
    payload: { invitationIds: rows.map((r) => r.id) },
  });
}
