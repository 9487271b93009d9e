import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { sessions } from '../../db/schema/identity.js';

const other = alias(clinicMemberships, 'other');

/**
 * Issue 20 point 3: once a clinic is deactivated, its members left without any active clinic are
 * out at once, as sign-in already refuses them (CLINIC_INACTIVE): their sessions, those acting as
 * them and those they act in end in the caller's transaction. Answers their ids, so the caller
 * ends their sockets once it committed. A member with another active clinic keeps working there.
 */
export async function endSessionsOfStrandedMembers(tx: Executor, clinicId: number) {
  const stranded = await tx
    .select({ userId: clinicMemberships.userId })
    .from(clinicMemberships)
    .where(
      and(
        eq(clinicMemberships.clinicId, clinicId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .innerJoin(clinics, eq(clinics.id, other.clinicId))
            .where(and(eq(other.userId, clinicMemberships.userId), eq(clinics.activated, true))),
        ),
      ),
    );
  const ids = [...new Set(stranded.map((row) => row.userId))];
  if (ids.length === 0) return ids;
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(sessions.revokedAt),
        or(inArray(sessions.userId, ids), inArray(sessions.actingAssistantId, ids)),
      ),
    );
  return ids;
}
