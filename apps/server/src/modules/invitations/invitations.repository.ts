import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/invitations.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import type { FamilyRequest } from './family-consent.service.js';

/**
 * PATIENT/PROVIDER: a sign-up link; JOIN: a patient's consent to join the clinic (F131); FAMILY: a
 * head's consent to a new family member in the clinic (issue 19 path 1).
 */
export type InvitationKind = 'PATIENT' | 'PROVIDER' | 'JOIN' | 'FAMILY';

export type NewPendingPatient = {
  email: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  phoneNumber?: string | undefined;
  ehrId?: string | undefined;
  familyOwnerId?: number;
};

/** Invitations and the accounts they create; every write takes the caller's transaction. */
export const invitationsRepository = {
  /** The accounts behind the e-mails, with what the invite rules need to know of each. */
  async accountsByEmail(ex: Executor, emails: string[], clinicId: number) {
    if (emails.length === 0) return [];
    return ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        role: users.role,
        familyOwnerId: patientProfiles.familyOwnerId,
        memberHere: sql<boolean>`${clinicMemberships.userId} is not null`,
        pending: sql<boolean>`exists (select 1 from ${invitations} where ${invitations.userId} = ${users.id} and ${invitations.kind} = 'PATIENT' and ${invitations.usedAt} is null)`,
      })
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .leftJoin(
        clinicMemberships,
        and(eq(clinicMemberships.userId, users.id), eq(clinicMemberships.clinicId, clinicId)),
      )
      .where(inArray(users.email, emails));
  },

  /** The head of a family, by id. */
  async accountById(ex: Executor, id: number) {
    const [row] = await ex
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  },

  /**
   * New patient accounts, awaiting sign-up: no usable password (`passwordHash` is a hash of a
   * random secret nobody holds) and not activated. Batched: a 300-row file is a handful of
   * statements. An e-mail taken meanwhile is skipped, not fatal.
   */
  async insertPendingPatients(
    ex: Executor,
    rows: NewPendingPatient[],
    clinicId: number,
    passwordHash: string,
  ) {
    if (rows.length === 0) return [];
    const created = await ex
      .insert(users)
      .values(
        rows.map((r) => ({
          email: r.email,
          passwordHash,
          role: 'ROLE_PATIENT',
          firstName: r.firstName,
          lastName: r.lastName,
          phoneNumber: r.phoneNumber ?? null,
          activated: false,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    if (created.length === 0) return created;
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    await ex.insert(patientProfiles).values(
      created.map((u) => {
        const r = byEmail.get(u.email);
        return {
          userId: u.id,
          dateOfBirth: r?.dateOfBirth ?? null,
          gender: r?.gender ?? null,
          ehrId: r?.ehrId ?? null,
          familyOwnerId: r?.familyOwnerId ?? null,
        };
      }),
    );
    await ex
      .insert(clinicMemberships)
      .values(created.map((u) => ({ userId: u.id, clinicId, role: 'ROLE_PATIENT' })));
    return created;
  },

  async insertInvitations(
    ex: Executor,
    rows: { kind: InvitationKind; userId: number; familyMember?: FamilyRequest }[],
    clinicId: number,
    invitedBy: number | null,
    expiresAt: Date,
  ) {
    if (rows.length === 0) return [];
    return ex
      .insert(invitations)
      .values(rows.map((r) => ({ ...r, clinicId, invitedBy, expiresAt })))
      .returning({ id: invitations.id, userId: invitations.userId, kind: invitations.kind });
  },

  /** Drops a family request's typed details once they are used or the link has expired. */
  async clearFamilyRequest(ex: Executor, invitationId: number) {
    await ex
      .update(invitations)
      .set({ familyMember: null })
      .where(eq(invitations.id, invitationId));
  },

  /** A free e-mail for a family member who shares the head's mailbox (plus-addressing). */
  async freeFamilyEmail(ex: Executor, headEmail: string) {
    const [local, domain] = headEmail.split('@') as [string, string];
    for (let n = 1; n < 100; n += 1) {
      const candidate = `${local}+family${n}@${domain}`;
      const [taken] = await ex
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, candidate));
      if (!taken) return candidate;
    }
    return null;
  },

  /** What the mails of these invitations need: kind, expiry, the person and the clinic. */
  async forMail(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({
        id: invitations.id,
        kind: invitations.kind,
        expiresAt: invitations.expiresAt,
        usedAt: invitations.usedAt,
        familyMember: invitations.familyMember,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        clinicName: clinics.name,
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .innerJoin(clinics, eq(clinics.id, invitations.clinicId))
      .where(inArray(invitations.id, ids));
  },

  async unusedInvitation(ex: Executor, id: number) {
    const [row] = await ex
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), isNull(invitations.usedAt)));
    return row ?? null;
  },
};
