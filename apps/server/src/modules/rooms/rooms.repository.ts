import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';

/** What the room routes need of an appointment: its clinic and its switch, parties, type and room state. */
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
      allowMuteAll: clinics.allowMuteAll,
    })
    .from(encounters)
    .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
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

/** Advisory-lock class of room joins (the object is the encounter id). */
const ROOM_JOIN_LOCK = 8_001;

/**
 * Holds the encounter's join lock until `tx` ends: joins to one room run one after the other on
 * every instance, so of two people joining at once exactly one sees the other and offers.
 */
export async function lockRoomJoins(tx: Executor, encounterId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_JOIN_LOCK}, ${encounterId})`);
}
