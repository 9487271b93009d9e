import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { referralGrants, referrals } from '../../db/schema/referrals.js';

/** The referring provider of a grant's referral (who may revoke it, besides the patient). */
const sender = alias(users, 'sender');

/** Issue 22 item 4: the read access accepted referrals grant (`referral_grants`). */
/** Not revoked and not past its expiry at `at`. */
const liveAt = (at: Date) =>
  sql<boolean>`(${referralGrants.revokedAt} is null and (${referralGrants.expiresAt} is null or ${referralGrants.expiresAt} > ${at}))`;

export const referralGrantsRepository = {
  async grant(
    ex: Executor,
    row: {
      referralId: number;
      providerId: number;
      patientId: number;
      clinicId: number;
      grantedAt: Date;
    },
  ) {
    await ex.insert(referralGrants).values(row);
  },

  /** Ends a live grant; false when there was none to end. */
  async revoke(ex: Executor, referralId: number, by: number, at: Date) {
    const ended = await ex
      .update(referralGrants)
      .set({ revokedAt: at, revokedBy: by })
      .where(
        and(
          eq(referralGrants.referralId, referralId),
          sql`${referralGrants.revokedAt} is null`,
          sql`(${referralGrants.expiresAt} is null or ${referralGrants.expiresAt} > ${at})`,
        ),
      )
      .returning({ id: referralGrants.referralId });
    return ended.length > 0;
  },

  /** The newest grant a provider holds on a patient, and whether it is live at `at`. */
  async findGrant(ex: Executor, providerId: number, patientId: number, at: Date) {
    const live = sql<boolean>`(${referralGrants.revokedAt} is null and (${referralGrants.expiresAt} is null or ${referralGrants.expiresAt} > ${at}))`;
    const [row] = await ex
      .select({ referralId: referralGrants.referralId, clinicId: referralGrants.clinicId, live })
      .from(referralGrants)
      .where(
        and(eq(referralGrants.providerId, providerId), eq(referralGrants.patientId, patientId)),
      )
      .orderBy(desc(live), desc(referralGrants.grantedAt))
      .limit(1);
    return row ?? null;
  },

  /** One referral's grant and whether it is live at `at`; null when it granted nothing. */
  async ofReferral(ex: Executor, referralId: number, providerId: number, at: Date) {
    const [row] = await ex
      .select({ live: liveAt(at) })
      .from(referralGrants)
      .where(
        and(eq(referralGrants.referralId, referralId), eq(referralGrants.providerId, providerId)),
      );
    return row ?? null;
  },

  /** Issue 22 item 4: the live grants on a patient (who reads them through which referral). */
  async liveGrantsOn(ex: Executor, patientId: number, at: Date) {
    return ex
      .select({
        referralId: referralGrants.referralId,
        providerId: referralGrants.providerId,
        firstName: users.firstName,
        lastName: users.lastName,
        grantedAt: referralGrants.grantedAt,
        expiresAt: referralGrants.expiresAt,
        referredById: referrals.senderId,
        senderFirstName: sender.firstName,
        senderLastName: sender.lastName,
      })
      .from(referralGrants)
      .innerJoin(users, eq(users.id, referralGrants.providerId))
      .innerJoin(referrals, eq(referrals.id, referralGrants.referralId))
      .innerJoin(sender, eq(sender.id, referrals.senderId))
      .where(
        and(
          eq(referralGrants.patientId, patientId),
          sql`${referralGrants.revokedAt} is null`,
          sql`(${referralGrants.expiresAt} is null or ${referralGrants.expiresAt} > ${at})`,
        ),
      )
      .orderBy(desc(referralGrants.grantedAt));
  },
};
