import { pathTo } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import {
  participantOf,
  payloadFor,
  RoomPassPayloadSchema,
  type RoomParticipant,
  type VerifiedRoomPass,
} from './room-pass.js';
import {
  findActiveUser,
  findInvitedGuest,
  findRoomEncounter,
  isGuestPatient,
  type RoomEncounter,
} from './room-passes.repository.js';
import { signedTokens } from '../../lib/signed-token.js';

const HOUR_MS = 3_600_000;
/** A pass outlives its appointment by an hour (overruns), and lives at least two hours. */
const AFTER_END_MS = HOUR_MS;
const SHORTEST_MS = 2 * HOUR_MS;

/** Appointments whose room can no longer open: passes to them are refused on use. */
const CLOSED_STATUSES = new Set(['CANCELLED', 'DECLINED', 'FINISHED']);

const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

/**
 * Room passes: the opaque token in `/room/<pass>` that lets one person into one appointment's room.
 * Signed and expiring, so checking one needs no token table; revocation still holds, because
 * `verify` re-reads the appointment and the person on every use: a cancelled or finished
 * appointment, a removed guest or a deactivated account is refused at once.
 */
export function createRoomPassesService(deps: { db: Db; clock: Clock; hmacSecret: Uint8Array }) {
  const { db, clock } = deps;
  const tokens = signedTokens(deps.hmacSecret, 'room-pass', RoomPassPayloadSchema);

  /** The person's role and name in the room, or null when they are not (or no longer) in it. */
  async function admit(
    ex: Executor,
    encounter: RoomEncounter,
    participant: RoomParticipant,
  ): Promise<{ role: Role; displayName: string } | null> {
    if (participant.kind === 'guest') {
      const guest = await findInvitedGuest(ex, encounter.id, participant.guestId);
      if (!guest?.firstName) return null;
      return { role: Role.invited, displayName: fullName(guest) };
    }
    const { userId } = participant;
    const party = [encounter.providerId, encounter.leadProviderId, encounter.patientId].includes(
      userId,
    );
    if (!party && !(await isGuestPatient(ex, encounter.id, userId))) return null;
    const user = await findActiveUser(ex, userId);
    if (!user) return null;
    return { role: user.role as Role, displayName: fullName(user) };
  }

  const roomCanOpen = (encounter: RoomEncounter | null): encounter is RoomEncounter =>
    encounter !== null &&
    encounter.type !== 'MESSAGE' &&
    encounter.endTime !== null &&
    !CLOSED_STATUSES.has(encounter.status);

  /** The appointment if its room can open (NOT_FOUND, NO_ROOM otherwise). */
  async function openRoom(encounterId: number, ex: Executor = db) {
    const encounter = await findRoomEncounter(ex, encounterId);
    if (!encounter) throw domainError('NOT_FOUND');
    if (!roomCanOpen(encounter)) throw domainError('NO_ROOM');
    return encounter;
  }

  /** Until the appointment's end plus an hour, and at least two hours from now. */
  const expiryFor = (encounter: RoomEncounter) =>
    new Date(
      Math.max(encounter.endTime!.getTime() + AFTER_END_MS, clock().getTime() + SHORTEST_MS),
    );

  async function issue(
    input: { encounterId: number; participant: RoomParticipant },
    ex: Executor = db,
  ): Promise<string> {
    const encounter = await openRoom(input.encounterId, ex);
    if (!(await admit(ex, encounter, input.participant))) throw domainError('NOT_A_PARTICIPANT');
    return tokens.seal(payloadFor(encounter.id, input.participant, expiryFor(encounter)));
  }

  /**
   * The pass's room and person, checked against the database now. Refuses (ROOM_PASS_INVALID)
   * a forged, altered or expired pass, one for another room than `expectedEncounterId`, and one
   * whose appointment closed or whose person left it.
   */
  async function verify(pass: string, expectedEncounterId?: number): Promise<VerifiedRoomPass> {
    const payload = tokens.open(pass, clock());
    if (!payload) throw domainError('ROOM_PASS_INVALID');
    if (expectedEncounterId !== undefined && payload.e !== expectedEncounterId) {
      throw domainError('ROOM_PASS_INVALID');
    }
    const encounter = await findRoomEncounter(db, payload.e);
    if (!roomCanOpen(encounter)) throw domainError('ROOM_PASS_INVALID');
    const participant = participantOf(payload);
    const admitted = await admit(db, encounter, participant);
    if (!admitted) throw domainError('ROOM_PASS_INVALID');
    return { encounterId: encounter.id, participant, ...admitted, expiresAt: payload.x * 1000 };
  }

  /** Whether a pass verified earlier still admits its person now (an open socket's re-check). */
  async function stillAdmits(pass: VerifiedRoomPass): Promise<boolean> {
    const encounter = await findRoomEncounter(db, pass.encounterId);
    return roomCanOpen(encounter) && (await admit(db, encounter, pass.participant)) !== null;
  }

  return {
    issue,
    verify,
    stillAdmits,
    openRoom,
    expiryFor,
    /** The room page's URL for this person: `/room/<pass>`. */
    async roomUrlFor(encounterId: number, participant: RoomParticipant, ex: Executor = db) {
      return pathTo.room(await issue({ encounterId, participant }, ex));
    },
  };
}

export type RoomPassesService = ReturnType<typeof createRoomPassesService>;
