import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';

export const clinicBrandingRepository = {
  /** B17: custom URLs are unique whatever their case, so the lookup ignores case too. */
  async byCustomUrl(ex: Executor, customUrl: string) {
    const [row] = await ex
      .select({ name: clinics.name, customUrl: clinics.customUrl, logo: clinics.customLogo })
      .from(clinics)
      .where(
        and(
          sql`lower(${clinics.customUrl}) = lower(${customUrl})`,
          // A deactivated clinic refuses its users' sign-in: its page falls back to the plain login.
          eq(clinics.activated, true),
        ),
      )
      .limit(1);
    return row;
  },

  /**
   * A user may belong to several clinics; the one joined first that has a custom URL is where they
   * return (the id breaks ties, so the answer is stable).
   */
  async customUrlOfUser(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ customUrl: clinics.customUrl })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(
        and(
          eq(clinicMemberships.userId, userId),
          isNotNull(clinics.customUrl),
          eq(clinics.activated, true),
        ),
      )
      .orderBy(asc(clinicMemberships.createdAt), asc(clinics.id))
      .limit(1);
    return row?.customUrl ?? null;
  },
};
