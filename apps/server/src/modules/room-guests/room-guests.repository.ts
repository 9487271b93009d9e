import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounterGuests } from '../../db/schema/room-access.js';

export async function insertInvitedGuest(
  ex: Executor,
  fields: { encounterId: number; email: string; invitedById: number },
) {
  const [row] = await ex
    .insert(encounterGuests)
    .values({ ...fields, kind: 'INVITED' })
    .returning({ id: encounterGuests.id, email: encounterGuests.email });
  return { guestId: row!.id, email: row!.email! };
}

/**
 * Redeems an invitation: records the name the guest typed and counts the redemption, which ends
 * the passes of every earlier one. Its count, or null when the invitation was withdrawn.
 */
export async function redeemInvitation(
  ex: Executor,
  guestId: number,
  encounterId: number,
  name: { firstName: string; lastName: string },
) {
  const rows = await ex
    .update(encounterGuests)
    .set({ ...name, redemptions: sql`${encounterGuests.redemptions} + 1` })
    .where(
      and(
        eq(encounterGuests.id, guestId),
        eq(encounterGuests.encounterId, encounterId),
        eq(encounterGuests.kind, 'INVITED'),
        isNull(encounterGuests.removedAt),
      ),
    )
    .returning({ redemptions: encounterGuests.redemptions });
  return rows[0]?.redemptions ?? null;
}

/** Withdraws a guest (either kind); their passes and invitation stop working at once. */
export async function removeGuest(ex: Executor, encounterId: number, guestId: number, at: Date) {
  const rows = await ex
    .update(encounterGuests)
    .set({ removedAt: at })
    .where(
      and(
        eq(encounterGuests.id, guestId),
        eq(encounterGuests.encounterId, encounterId),
        isNull(encounterGuests.removedAt),
      ),
    )
    .returning({ id: encounterGuests.id });
  return rows.length > 0;
}
