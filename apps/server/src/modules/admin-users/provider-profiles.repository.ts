import { eq } from 'drizzle-orm';
import type { Office } from '@clinicall/shared/people/provider-profile';
import type { Executor } from '../../db/database.js';
import { providerProfiles } from '../../db/schema/profiles.js';

export type AdminProfileFields = {
  preferred: boolean;
  primarySpecialty: string;
  briefOverview: string;
  specialties: string[];
  offices: Office[];
};

/** The provider profile fields the admin forms edit (B64); the rest stay the provider's own. */
export const providerProfilesRepository = {
  async read(ex: Executor, userId: number): Promise<AdminProfileFields> {
    const [row] = await ex
      .select({
        preferred: providerProfiles.preferred,
        primarySpecialty: providerProfiles.primarySpecialty,
        briefOverview: providerProfiles.briefOverview,
        specialties: providerProfiles.specialties,
        offices: providerProfiles.offices,
      })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, userId));
    return {
      preferred: row?.preferred ?? false,
      primarySpecialty: row?.primarySpecialty ?? '',
      briefOverview: row?.briefOverview ?? '',
      specialties: row?.specialties ?? [],
      offices: row?.offices ?? [],
    };
  },

  async write(ex: Executor, userId: number, fields: Partial<AdminProfileFields>) {
    await ex
      .insert(providerProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: fields });
  },
};
