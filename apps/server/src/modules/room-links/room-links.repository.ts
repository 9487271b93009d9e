import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { encounterGuests, roomLinks } from '../../db/schema/room-access.js';

export async function insertRoomLink(
  ex: Executor,
  fields: { linkHash: string; encounterId: number; userId: number },
) {
  await ex.insert(roomLinks).values(fields);
}

/** The link's appointment and person, with the date of birth it is opened with. */
export async function findRoomLink(ex: Executor, linkHash: string) {
  const [row] = await ex
    .select({
      encounterId: roomLinks.encounterId,
      userId: roomLinks.userId,
      dateOfBirth: patientProfiles.dateOfBirth,
    })
    .from(roomLinks)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, roomLinks.userId))
    .where(eq(roomLinks.linkHash, linkHash));
  return row ?? null;
}

/** Who receives room links: contact details of the given accounts. */
export async function findRecipients(ex: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return ex
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      phoneNumber: users.phoneNumber,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.activated, true)));
}

export async function guestPatientIds(ex: Executor, encounterId: number) {
  const rows = await ex
    .select({ userId: encounterGuests.userId })
    .from(encounterGuests)
    .where(
      and(
        eq(encounterGuests.encounterId, encounterId),
        eq(encounterGuests.kind, 'PATIENT'),
        isNull(encounterGuests.removedAt),
      ),
    );
  return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
}
