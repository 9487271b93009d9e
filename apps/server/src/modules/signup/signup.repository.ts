import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/invitations.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';

export type InvitationRow = typeof invitations.$inferSelect;
type PatientSignupProfile = Required<
  Pick<
    typeof patientProfiles.$inferInsert,
    'dateOfBirth' | 'gender' | 'emergencyContact' | 'medicineInfo' | 'medicalHistory'
  >
>;
type ProviderSignupProfile = Omit<
  typeof providerProfiles.$inferInsert,
  'userId' | 'preferred' | 'alternativeEmails'
>;

export const signupRepository = {
  /** The invitation with its account and clinic; `lock` holds the row until the transaction ends. */
  async invitation(ex: Executor, id: number, lock = false) {
    const query = ex
      .select({
        invitation: invitations,
        user: {
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          phoneNumber: users.phoneNumber,
          activated: users.activated,
          role: users.role,
        },
        profile: { dateOfBirth: patientProfiles.dateOfBirth, gender: patientProfiles.gender },
        clinic: { name: clinics.name, welcome: clinics.isPatientWelcomeEmailEnabled },
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .innerJoin(clinics, eq(clinics.id, invitations.clinicId))
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(eq(invitations.id, id));
    const [row] = lock ? await query.for('update', { of: invitations }) : await query;
    return row ?? null;
  },

  async userIdByEmail(ex: Executor, email: string) {
    const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? null;
  },

  async completeAccount(
    ex: Executor,
    userId: number,
    fields: {
      email: string;
      firstName: string;
      lastName: string;
      phoneNumber: string | null;
      passwordHash: string;
      imagePath?: string;
    },
  ) {
    await ex
      .update(users)
      .set({ ...fields, activated: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },

  /** What the wizard collected goes into the columns the profile screens read. */
  async savePatientProfile(ex: Executor, userId: number, profile: PatientSignupProfile) {
    await ex
      .insert(patientProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: patientProfiles.userId, set: profile });
  },

  async saveProviderProfile(ex: Executor, userId: number, profile: ProviderSignupProfile) {
    await ex
      .insert(providerProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: profile });
  },

  async joinClinic(ex: Executor, userId: number, clinicId: number) {
    await ex
      .insert(clinicMemberships)
      .values({ userId, clinicId, role: 'ROLE_PATIENT' })
      .onConflictDoNothing();
  },

  /**
   * Marks this link used and retires the account's other open links it makes pointless: every
   * other sign-up link (one account, one sign-up), the same clinic's other join links. Another
   * clinic's join link, and each family request (one per member), stay open: each is a consent
   * of its own.
   */
  async markUsed(ex: Executor, invitation: InvitationRow, at: Date) {
    await ex.update(invitations).set({ usedAt: at }).where(eq(invitations.id, invitation.id));
    if (invitation.kind === 'FAMILY') return;
    await ex
      .update(invitations)
      .set({ usedAt: at })
      .where(
        and(
          eq(invitations.userId, invitation.userId),
          eq(invitations.kind, invitation.kind),
          isNull(invitations.usedAt),
          ne(invitations.id, invitation.id),
          invitation.kind === 'JOIN' ? eq(invitations.clinicId, invitation.clinicId) : undefined,
        ),
      );
  },
};
