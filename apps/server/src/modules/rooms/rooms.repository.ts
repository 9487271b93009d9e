import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';

/** What the room routes need of an appointment: its clinic, parties, type and room state. */
export async function findEncounterRoom(ex: Executor, encounterId: number) {
  const [row] = await ex
    .select({
      id: encounters.id,
      clinicId: encounters.clinicId,
      type: encounters.type,
      status: encounters.status,
      providerId: encounters.providerId,
      leadProviderId: encounters.leadProviderId,
      patientId: encounters.patientId,
      roomName: encounters.roomName,
      patientJoined: encounters.patientJoined,
    })
    .from(encounters)
    .where(eq(encounters.id, encounterId));
  return row ?? null;
}
export type EncounterRoomRow = NonNullable<Awaited<ReturnType<typeof findEncounterRoom>>>;

/** The room gets its name and start time the first time someone enters it. */
export async function markRoomOpened(ex: Executor, encounterId: number, at: Date) {
  await ex
    .update(encounters)
    .set({
      roomName: sql`coalesce(${encounters.roomName}, ${`encounter-${encounterId}`})`,
      roomStartTime: sql`coalesce(${encounters.roomStartTime}, ${at})`,
    })
    .where(eq(encounters.id, encounterId));
}

export async function setPatientJoined(ex: Executor, encounterId: number, joined: boolean) {
  await ex.update(encounters).set({ patientJoined: joined }).where(eq(encounters.id, encounterId));
}
