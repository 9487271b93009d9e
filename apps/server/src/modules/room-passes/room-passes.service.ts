import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathTo } from '@clinicall/shared/paths';
import { RoomPassTiming } from '@clinicall/shared/room-access/room-pass';
import { Role } from '@clinicall/shared/roles';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { signedTokens } from '../../lib/signed-token.js';
import {
  bindingOf,
  participantOf,
  payloadFor,
  RoomPassPayloadSchema,
  type PassBinding,
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

const HOUR_MS = 3_600_000;
/**
 * An invitation outlives its appointment by an hour (overruns), and lives at least two hours; a
 * pass is refreshed until that hour is over.
 */
const AFTER_END_MS = HOUR_MS;
const SHORTEST_MS = 2 * HOUR_MS;

/** Appointments whose room can no longer open: passes to them are refused on use. */
const CLOSED_STATUSES = new Set(['CANCELLED', 'DECLINED', 'FINISHED']);

const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

/** Who presents a pass: the id of the caller's live session (checked by the caller), or nobody. */
export type PassPresenter = { session?: string | null; encounterId?: number };

/**
 * Room passes: the opaque token in `/room/<pass>` that lets one person into one appointment's room.
 * Signed and short-lived (RoomPassTiming: minutes; the room page refreshes its pass while it shows),
 * so checking one needs no token table; revocation still holds, because `verify` re-reads the
 * appointment and the person on every use: a cancelled or finished appointment, a removed guest, a
 * guest's invitation redeemed again or a deactivated account is refused at once.
 *
 * Issue 19 path 7: a signed-in party's pass names the session that asked for it and admits only
 * when presented with that very session, so a URL copied out of a browser (or a history, a log, a
 * screen share) opens nothing by itself, and signing out (one session or everywhere) ends it.
 * The only passes that admit alone are a room link's (a patient, after their date of birth) and a
 * guest's; neither ever carries a provider's side.
 */
export function createRoomPassesService(deps: { db: Db; clock: Clock; hmacSecret: Uint8Array }) {
  const { db, clock } = deps;
  const tokens = signedTokens(deps.hmacSecret, 'room-pass', RoomPassPayloadSchema);
  // A tag, not the session id itself: the pass travels in URLs and the id is nobody's business.
  const tagKey = createHmac('sha256', deps.hmacSecret)
    .update('clinicall:room-pass-session')
    .digest();
  const sessionTag = (sessionId: string) =>
    createHmac('sha256', tagKey).update(sessionId).digest('base64url').slice(0, 22);

  const sameTag = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /**
   * The person's role and name in the room, or null when they are not (or no longer) in it, or the
   * binding does not hold: a guest's pass of an earlier redemption, a bearer pass of anyone but a
   * patient of the appointment.
   */
  async function admit(
    ex: Executor,
    encounter: RoomEncounter,
    participant: RoomParticipant,
    binding: PassBinding,
  ): Promise<{ role: Role; displayName: string } | null> {
    if (participant.kind === 'guest') {
      const guest = await findInvitedGuest(ex, encounter.id, participant.guestId);
      if (!guest?.firstName) return null;
      if (binding.kind !== 'redemption' || binding.redemption !== guest.redemptions) return null;
      return { role: Role.invited, displayName: fullName(guest) };
    }
    const { userId } = participant;
    const provider = userId === encounter.providerId || userId === encounter.leadProviderId;
    if (binding.kind === 'redemption') return null;
    if (binding.kind === 'bearer' && provider) return null;
    const party = provider || userId === encounter.patientId;
    if (!party && !(await isGuestPatient(ex, encounter.id, userId))) return null;
    const user = await findActiveUser(ex, userId);
    if (!user) return null;
    if (binding.kind === 'bearer' && user.role !== Role.patient) return null;
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

  const passExpiry = () => new Date(clock().getTime() + RoomPassTiming.lifetimeMs);

  /**
   * A pass for one person: bound to `session` when given (a signed-in party asking for their own
   * room), else a bearer pass (a room link's patient, a guest at their current redemption).
   */
  async function issue(
    input: { encounterId: number; participant: RoomParticipant; session?: string | null },
    ex: Executor = db,
  ): Promise<string> {
    const encounter = await openRoom(input.encounterId, ex);
    const { participant } = input;
    let binding: PassBinding;
    if (participant.kind === 'guest') {
      const guest = await findInvitedGuest(ex, encounter.id, participant.guestId);
      binding = { kind: 'redemption', redemption: guest?.redemptions ?? 0 };
    } else {
      binding = input.session
        ? { kind: 'session', sessionTag: sessionTag(input.session) }
        : { kind: 'bearer' };
    }
    if (!(await admit(ex, encounter, participant, binding))) throw domainError('NOT_A_PARTICIPANT');
    return tokens.seal(payloadFor(encounter.id, participant, binding, passExpiry()));
  }

  /**
   * The pass's room and person, checked against the database now. Refuses (ROOM_PASS_INVALID)
   * a forged, altered or expired pass, one for another room than `presenter.encounterId`, a
   * session's pass presented without that session, and one whose appointment closed or whose
   * person left it.
   */
  async function verify(pass: string, presenter: PassPresenter = {}): Promise<VerifiedRoomPass> {
    const payload = tokens.open(pass, clock());
    if (!payload) throw domainError('ROOM_PASS_INVALID');
    if (presenter.encounterId !== undefined && payload.e !== presenter.encounterId) {
      throw domainError('ROOM_PASS_INVALID');
    }
    const binding = bindingOf(payload);
    if (
      binding.kind === 'session' &&
      !(presenter.session && sameTag(binding.sessionTag, sessionTag(presenter.session)))
    ) {
      throw domainError('ROOM_PASS_INVALID');
    }
    const encounter = await findRoomEncounter(db, payload.e);
    if (!roomCanOpen(encounter)) throw domainError('ROOM_PASS_INVALID');
    const participant = participantOf(payload);
    const admitted = await admit(db, encounter, participant, binding);
    if (!admitted) throw domainError('ROOM_PASS_INVALID');
    return {
      encounterId: encounter.id,
      participant,
      binding,
      ...admitted,
      expiresAt: payload.x * 1000,
    };
  }

  return {
    issue,
    verify,
    openRoom,

    /** C104: whether `userId` is a guest patient of the appointment who has not been removed. */
    isGuestPatient: (encounterId: number, userId: number) =>
      isGuestPatient(db, encounterId, userId),

    /**
     * Whether a pass verified earlier still admits its person now (an open pass socket's re-check:
     * a withdrawn guest, an invitation redeemed again, a closed appointment). A session's pass is
     * re-checked through its session instead.
     */
    async stillAdmits(pass: VerifiedRoomPass): Promise<boolean> {
      const encounter = await findRoomEncounter(db, pass.encounterId);
      return (
        roomCanOpen(encounter) &&
        (await admit(db, encounter, pass.participant, pass.binding)) !== null
      );
    },

    /**
     * A fresh pass for the same person, room and binding, while the one presented still admits
     * and the visit is on: until an hour after its end (overruns), as invitations last. A session's
     * pass needs its session again. Past that, a party re-enters through Join (a new pass).
     */
    async refresh(pass: string, session: string | null) {
      const verified = await verify(pass, { session });
      const encounter = await findRoomEncounter(db, verified.encounterId);
      if (!encounter?.endTime || clock().getTime() > encounter.endTime.getTime() + AFTER_END_MS) {
        throw domainError('ROOM_PASS_INVALID');
      }
      const expiresAt = passExpiry();
      const fresh = tokens.seal(
        payloadFor(verified.encounterId, verified.participant, verified.binding, expiresAt),
      );
      return { pass: fresh, expiresAt };
    },

    /** How long a guest's invitation lasts: the appointment's end plus an hour, two hours at least. */
    invitationExpiry: (encounter: RoomEncounter) =>
      new Date(
        Math.max(encounter.endTime!.getTime() + AFTER_END_MS, clock().getTime() + SHORTEST_MS),
      ),

    /** The room page's URL for this person: `/room/<pass>` (see `issue` for `session`). */
    async roomUrlFor(
      encounterId: number,
      participant: RoomParticipant,
      session: string | null,
      ex: Executor = db,
    ) {
      return pathTo.room(await issue({ encounterId, participant, session }, ex));
    },
  };
}

export type RoomPassesService = ReturnType<typeof createRoomPassesService>;
