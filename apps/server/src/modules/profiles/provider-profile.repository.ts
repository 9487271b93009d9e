import type { ProviderProfileFields } from '@clinicall/shared/people/provider-profile';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { providerProfiles } from '../../db/schema/profiles.js';

export const providerProfileRepository = {
  async find(ex: Executor, providerId: number) {
    const [row] = await ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        imagePath: users.imagePath,
        profile: providerProfiles,
      })
      .from(users)
      .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(and(eq(users.id, providerId), eq(users.role, 'ROLE_PROVIDER')));
    return row ?? null;
  },

  /** The provider's clinics, limited to `among` when given. */
  async clinicsOf(ex: Executor, providerId: number, among?: readonly number[]) {
    return ex
      .select({ id: clinics.id, name: clinics.name })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(
        and(
          eq(clinicMemberships.userId, providerId),
          eq(clinicMemberships.role, 'ROLE_PROVIDER'),
          among ? inArray(clinicMemberships.clinicId, [...among]) : undefined,
        ),
      )
      .orderBy(clinics.name);
  },

  async save(ex: Executor, providerId: number, fields: ProviderProfileFields) {
    await ex
      .update(users)
      // The e-mail is not saved here: it changes only through an e-mail change (issue 19).
      .set({ firstName: fields.firstName, lastName: fields.lastName, updatedAt: sql`now()` })
      .where(eq(users.id, providerId));
    const profile = {
      primarySpecialty: fields.primarySpecialty,
      briefOverview: fields.briefOverview,
      specialties: fields.specialties,
      languages: fields.languages,
      insurances: fields.insurances,
      recommendation: fields.recommendation,
      offices: fields.offices,
      hospitalAffiliations: fields.hospitalAffiliations,
      alternativeEmails: fields.alternativeEmails,
    };
    await ex
      .insert(providerProfiles)
      .values({ userId: providerId, ...profile })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: profile });
  },
};
