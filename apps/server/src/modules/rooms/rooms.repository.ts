import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
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
      roomStartTime: encounters.roomStartTime,
      roomEndTime: encounters.roomEndTime,
      allowMuteAll: clinics.allowMuteAll,
    })
    .from(encounters)
    .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
    .where(eq(encounters.id, encounterId));
  return row ?? null;
}
export type EncounterRoomRow = NonNullable<Awaited<ReturnType<typeof findEncounterRoom>>>;

/**
 * Someone entered the room: it gets its name, and is no longer empty (a pending end check finds
 * `room_left_at` changed). Its start time is the provider's first entry (C89): a patient waiting
 * alone has not begun the visit.
 */
export async function markRoomEntered(
  ex: Executor,
  encounterId: number,
  at: Date,
  byProvider: boolean,
) {
  await ex
    .update(encounters)
    .set({
      roomName: sql`coalesce(${encounters.roomName}, ${`encounter-${encounterId}`})`,
      roomLeftAt: null,
      ...(byProvider ? { roomStartTime: sql`coalesce(${encounters.roomStartTime}, ${at})` } : {}),
    })
    .where(eq(encounters.id, encounterId));
}

/** Statuses a room end finishes: confirmed or under way. */
const ENDABLE = ['ACCEPTED', 'PROVIDER_STARTED', 'PATIENT_STARTED', 'STARTED'];

/**
 * The room was left empty at `at`: remembered if its visit began (the provider has been in it) and
 * has not ended. Answers whether it was, so the caller queues the end check.
 */
export async function markRoomLeft(ex: Executor, encounterId: number, at: Date) {
  const rows = await ex
    .update(encounters)
    .set({ roomLeftAt: at })
    .where(
      and(
        eq(encounters.id, encounterId),
        isNotNull(encounters.roomStartTime),
        isNull(encounters.roomEndTime),
        inArray(encounters.status, ENDABLE),
      ),
    )
    .returning({ id: encounters.id });
  return rows.length > 0;
}

/**
 * Ends the room and concludes its visit, once: one conditional UPDATE, so of two ends at once (two
 * instances, a provider's End and the empty-room check) exactly one writes. `endedAt` is the room's
 * end (recorded only if the room began); `leftAt`, when given, must still be the moment the room was
 * last left empty, so a check queued before someone came back ends nothing. An ACCEPTED visit ends
 * only if its room began. Answers the ended row, or null when nothing was ended.
 */
export async function endRoom(
  ex: Executor,
  input: { encounterId: number; endedAt: Date; now: Date; leftAt?: Date },
) {
  const { encounterId, endedAt, now, leftAt } = input;
  const [row] = await ex
    .update(encounters)
    .set({
      status: 'FINISHED',
      finishReason: 'APPOINTMENT_CONCLUDED',
      statusChangedAt: now,
      updatedAt: now,
      patientJoined: false,
      roomLeftAt: null,
      roomEndTime: sql`case when ${encounters.roomStartTime} is null then null
        else greatest(${encounters.roomStartTime}, ${endedAt}::timestamptz) end`,
    })
    .where(
      and(
        eq(encounters.id, encounterId),
        isNull(encounters.roomEndTime),
        or(
          inArray(encounters.status, ['PROVIDER_STARTED', 'PATIENT_STARTED', 'STARTED']),
          and(eq(encounters.status, 'ACCEPTED'), isNotNull(encounters.roomStartTime)),
        ),
        leftAt ? eq(encounters.roomLeftAt, leftAt) : undefined,
      ),
    )
    .returning({
      id: encounters.id,
      status: encounters.status,
      providerId: encounters.providerId,
      patientId: encounters.patientId,
      roomStartTime: encounters.roomStartTime,
      roomEndTime: encounters.roomEndTime,
    });
  return row ?? null;
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
