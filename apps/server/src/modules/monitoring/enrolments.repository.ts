import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { rpmEnrolments } from '../../db/schema/monitoring.js';

export const enrolmentsRepository = {
  async of(ex: Executor, partnerId: number, patientId: number) {
    const [row] = await ex
      .select()
      .from(rpmEnrolments)
      .where(and(eq(rpmEnrolments.partnerId, partnerId), eq(rpmEnrolments.patientId, patientId)));
    return row ?? null;
  },

  /** I39: the partner's patient with this e-mail (lower-cased as accounts store it). */
  async byEmail(ex: Executor, partnerId: number, email: string) {
    const [row] = await ex
      .select({ enrolment: rpmEnrolments })
      .from(rpmEnrolments)
      .innerJoin(users, eq(users.id, rpmEnrolments.patientId))
      .where(and(eq(rpmEnrolments.partnerId, partnerId), eq(users.email, email.toLowerCase())));
    return row?.enrolment ?? null;
  },

  /** G30: a sign-up sent; a second one for the same partner and patient keeps the first. */
  async insertSent(ex: Executor, row: typeof rpmEnrolments.$inferInsert) {
    const [created] = await ex.insert(rpmEnrolments).values(row).onConflictDoNothing().returning();
    return created ?? null;
  },

  /** I39: the partner confirmed the patient (with its own id for them). */
  async confirm(ex: Executor, id: number, externalId: string | null) {
    const [row] = await ex
      .update(rpmEnrolments)
      .set({
        state: 'ACTIVE',
        externalId: sql`coalesce(${externalId}, ${rpmEnrolments.externalId})`,
        activatedAt: sql`coalesce(${rpmEnrolments.activatedAt}, now())`,
      })
      .where(eq(rpmEnrolments.id, id))
      .returning();
    return row ?? null;
  },
};
