import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { encounterGuests } from '../../db/schema/room-access.js';

/** What a pass check needs of an appointment: who is in it and whether its room can still open. */
export async function findRoomEncounter(ex: Executor, encounterId: number) {
  const [row] = await ex
    .select({
      id: encounters.id,
      clinicId: encounters.clinicId,
      type: encounters.type,
      status: encounters.status,
      startTime: encounters.startTime,
      endTime: encounters.endTime,
      providerId: encounters.providerId,
      patientId: encounters.patientId,
      leadProviderId: encounters.leadProviderId,
    })
    .from(encounters)
    .where(eq(encounters.id, encounterId));
  return row ?? null;
}
export type RoomEncounter = NonNullable<Awaited<ReturnType<typeof findRoomEncounter>>>;

export async function findActiveUser(ex: Executor, userId: number) {
  const [row] = await ex
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.activated, true)));
  return row ?? null;
}

/** Whether `userId` is a guest patient of the appointment who has not been removed. */
export async function isGuestPatient(ex: Executor, encounterId: number, userId: number) {
  const [row] = await ex
    .select({ id: encounterGuests.id })
    .from(encounterGuests)
    .where(
      and(
        eq(encounterGuests.encounterId, encounterId),
        eq(encounterGuests.userId, userId),
        eq(encounterGuests.kind, 'PATIENT'),
        isNull(encounterGuests.removedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An invited guest of the appointment who has not been removed. */
export async function findInvitedGuest(ex: Executor, encounterId: number, guestId: number) {
  const [row] = await ex
    .select({
      id: encounterGuests.id,
      firstName: encounterGuests.firstName,
      lastName: encounterGuests.lastName,
      redemptions: encounterGuests.redemptions,
    })
    .from(encounterGuests)
    .where(
      and(
        eq(encounterGuests.id, guestId),
        eq(encounterGuests.encounterId, encounterId),
        eq(encounterGuests.kind, 'INVITED'),
        isNull(encounterGuests.removedAt),
      ),
    );
  return row ?? null;
}
