import { pathTo } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { RoomServerEvent } from '@clinicall/shared/rooms/signalling';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { inScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';
import type { FastifyInstance } from 'fastify';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import { isProviderOf, type RoomCalls } from './room-calls.service.js';
import type { RoomEnds } from './room-ends.service.js';
import { encounterRoom } from './room-names.js';
import { findEncounterRoom } from './rooms.repository.js';
import { iceServersFor } from './turn-credentials.js';

/** Statuses in which the provider has started the appointment (D9). */
const STARTED = new Set(['PROVIDER_STARTED', 'STARTED']);
export const APPOINTMENT_STARTED_MESSAGE = 'Your provider has started the appointment.';

/**
 * Starting and joining visits (D9–D17). Rooms are entered with a pass (`/room/<pass>`); who is in
 * them and what they say is the room calls' business.
 */
export function createRoomsService(deps: {
  db: Db;
  clock: Clock;
  ice: Config['ice'];
  passes: RoomPassesService;
  realtime: FastifyInstance['realtime'];
  calls: RoomCalls;
  ends: RoomEnds;
}) {
  const { db, clock, passes, realtime, calls, ends } = deps;

  /**
   * The appointment, refused when of another clinic (as missing, 404) or when the caller is no
   * party (403); `guests` lets an on-demand call's guest patients (C104) through as well.
   */
  async function partyEncounter(
    ctx: ScopedContext,
    encounterId: number,
    options: { guests?: boolean } = {},
  ) {
    const encounter = await findEncounterRoom(db, encounterId);
    if (!encounter) throw domainError('NOT_FOUND');
    if (!inScope(ctx.scope, encounter.clinicId)) {
      throw hiddenRefusal('CLINIC_FORBIDDEN', 'encounter of another clinic');
    }
    const { userId } = ctx.actor;
    const party = isProviderOf(encounter, userId) || userId === encounter.patientId;
    if (!party && !(options.guests && (await passes.isGuestPatient(encounterId, userId)))) {
      throw domainError('FORBIDDEN');
    }
    return encounter;
  }

  /** D2: the appointment-started dialog, with a room URL that holds no credential. */
  function tellStarted(encounterId: number, patientIds: number[]) {
    for (const patientId of patientIds) {
      realtime.toUser(patientId, {
        type: 'APPOINTMENT_STARTED',
        encounterId,
        roomUrl: pathTo.roomEntry(encounterId),
        message: APPOINTMENT_STARTED_MESSAGE,
      });
    }
  }

  return {
    /**
     * D10: a pass for the caller, bound to the caller's session (issue 19 path 7). When the
     * provider opens the room of an appointment they started, the patient is told where their room
     * is (D2, the appointment-started dialog): a URL with no credential in it, where the patient's
     * own session asks for their own pass, since this request holds no session of theirs.
     */
    async roomUrl(ctx: ScopedContext, encounterId: number) {
      const encounter = await partyEncounter(ctx, encounterId, { guests: true });
      const { userId, sessionId } = ctx.actor;
      const roomUrl = await passes.roomUrlFor(encounterId, { kind: 'user', userId }, sessionId);
      if (isProviderOf(encounter, userId) && STARTED.has(encounter.status)) {
        tellStarted(encounterId, [encounter.patientId]);
      }
      return { roomUrl };
    },

    /** D2 for an on-demand call (C106): every patient of the call, signed in, is told at once. */
    tellStarted,

    /**
     * Issue 21 defects 4 and 6: the provider ends the visit for everyone. Ending again answers the
     * recorded end (a double click, two tabs); a visit not under way is refused.
     */
    async end(ctx: ScopedContext, encounterId: number) {
      const encounter = await partyEncounter(ctx, encounterId);
      if (!isProviderOf(encounter, ctx.actor.userId)) throw domainError('FORBIDDEN');
      const ended = await ends.endNow(encounterId, (tx) =>
        ctx.audit(
          'encounter.status',
          {
            subject: String(encounterId),
            detail: { from: encounter.status, to: 'FINISHED', by: 'room-ended' },
          },
          tx,
        ),
      );
      const row = ended ?? (await findEncounterRoom(db, encounterId));
      if (!row || (!ended && row.status !== 'FINISHED')) throw domainError('ILLEGAL_TRANSITION');
      return {
        encounterId,
        roomStartTime: row.roomStartTime?.toISOString() ?? null,
        roomEndTime: row.roomEndTime?.toISOString() ?? null,
      };
    },

    /** D17: the room's name and whether the patient is in it. */
    async encounterRoom(ctx: ScopedContext, encounterId: number) {
      const e = await partyEncounter(ctx, encounterId);
      return {
        encounterId,
        name: e.roomName ?? `encounter-${e.id}`,
        patientJoined: e.patientJoined,
      };
    },

    /** D16: a provider's message reaches whoever is in the room now (a waiting patient). */
    async message(
      ctx: ScopedContext,
      input: { encounterId: number; message: string; name: string },
    ) {
      const e = await partyEncounter(ctx, input.encounterId);
      if (!isProviderOf(e, ctx.actor.userId)) throw domainError('FORBIDDEN');
      const name =
        input.name ||
        `${ctx.actor.account.firstName ?? ''} ${ctx.actor.account.lastName ?? ''}`.trim();
      const members = await calls.peersIn(e.id);
      realtime.sendTo(encounterRoom(e.id), RoomServerEvent.message, {
        name,
        message: input.message,
      });
      return { delivered: members.length };
    },

    /** The ICE servers for whoever holds the pass; TURN's username names them. */
    async iceServers(input: { pass: string; relay: boolean }, session: string | null) {
      const { participant } = await passes.verify(input.pass, { session });
      const id =
        participant.kind === 'user' ? String(participant.userId) : `guest-${participant.guestId}`;
      return iceServersFor(deps.ice, id, clock(), input.relay);
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;

export const PARTY_ROLES = [Role.provider, Role.patient];
