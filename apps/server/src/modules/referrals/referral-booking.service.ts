import { and, desc, eq, exists, gt, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { referralGrants, referrals } from '../../db/schema/referrals.js';
import type { Clock } from '../../lib/clock.js';

/** A provider named by id or by e-mail, as the booking calls name them. */
export type ReferredProviderRef = { id?: number | undefined; email?: string | undefined };

/** The provider a patient was referred to, and the referral that lets the patient book them. */
export type ReferredProvider = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  timeZone: string | null;
  referralId: number;
};

export type ReferralBookingPass = {
  referredProvider(patientId: number, ref: ReferredProviderRef): Promise<ReferredProvider | null>;
  stillLets(ex: Executor, patientId: number, referralId: number): Promise<boolean>;
};

/**
 * The referral sends the patient to its receiver and still lets them book: accepted, and what it
 * granted neither revoked nor expired at `at` (completion ends it: the patient is then a patient
 * of the clinic they booked in, and books there like any other).
 */
const live = (patientId: number, at: Date) =>
  and(
    eq(referrals.patientId, patientId),
    eq(referrals.state, 'accepted'),
    eq(referralGrants.providerId, referrals.receiverId),
    isNull(referralGrants.revokedAt),
    or(isNull(referralGrants.expiresAt), gt(referralGrants.expiresAt, at)),
  );

/** A condition for queries over providers: a live referral sends the patient to `provider`. */
export const liveReferralTo = (ex: Executor, patientId: number, provider: Column, at: Date) =>
  exists(
    ex
      .select({ one: sql`1` })
      .from(referrals)
      .innerJoin(referralGrants, eq(referralGrants.referralId, referrals.id))
      .where(and(eq(referrals.receiverId, provider), live(patientId, at))),
  );

/**
 * Issue 22 "the patient sees whom they were referred to and can book with them": a patient may
 * book the provider they were referred to, in that provider's clinic, while the referral lets
 * them. Only the referred patient's own account holds the pass: not a family head, nor a member.
 */
export function createReferralBookingPass(db: Db, clock: Clock): ReferralBookingPass {
  return {
    async referredProvider(patientId, ref) {
      const named: SQL =
        ref.id !== undefined ? eq(users.id, ref.id) : eq(users.email, ref.email ?? '');
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          timeZone: users.timeZone,
          referralId: referrals.id,
        })
        .from(referrals)
        .innerJoin(referralGrants, eq(referralGrants.referralId, referrals.id))
        .innerJoin(users, eq(users.id, referrals.receiverId))
        .where(
          and(
            named,
            live(patientId, clock()),
            eq(users.role, 'ROLE_PROVIDER'),
            eq(users.activated, true),
          ),
        )
        .orderBy(desc(referrals.answeredAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Whether the referral still lets the patient book, asked in the booking's transaction with
     * the grant locked: a revoke racing the booking either waits for it or is seen by it.
     */
    async stillLets(ex, patientId, referralId) {
      const rows = await ex
        .select({ id: referrals.id })
        .from(referrals)
        .innerJoin(referralGrants, eq(referralGrants.referralId, referrals.id))
        .where(and(eq(referrals.id, referralId), live(patientId, clock())))
        .for('share');
      return rows.length > 0;
    },
  };
}
