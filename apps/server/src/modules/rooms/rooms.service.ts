import { Role } from '@clinicall/shared/roles';
import {
  RoomServerEvent,
  type RoomJoined,
  type RoomPeer,
} from '@clinicall/shared/rooms/signalling';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { inScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import type { FastifyInstance } from 'fastify';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import { createRoomMembership } from './room-membership.js';
import {
  findEncounterRoom,
  markRoomOpened,
  setPatientJoined,
  type EncounterRoomRow,
} from './rooms.repository.js';
import { iceServersFor } from './turn-credentials.js';

/** Statuses in which the provider has started the appointment (D9). */
const STARTED = new Set(['PROVIDER_STARTED', 'STARTED']);
export const APPOINTMENT_STARTED_MESSAGE = 'Your provider has started the appointment.';

const isProviderOf = (e: EncounterRoomRow, userId: number) =>
  userId === e.providerId || userId === e.leadProviderId;

/**
 * Starting and joining visits (D9–D17) and the room's membership. Rooms are entered with a pass
 * (`/room/<pass>`); the realtime socket that joins must belong to the person the pass names.
 */
export function createRoomsService(deps: {
  db: Db;
  clock: Clock;
  ice: Config['ice'];
  passes: RoomPassesService;
  realtime: FastifyInstance['realtime'];
}) {
  const { db, clock, passes, realtime } = deps;
  const membership = createRoomMembership();

  /** The appointment, refused when of another clinic (403) or when the caller is no party (403). */
  async function partyEncounter(ctx: ScopedContext, encounterId: number) {
    const encounter = await findEncounterRoom(db, encounterId);
    if (!encounter) throw domainError('NOT_FOUND');
    if (!inScope(ctx.scope, encounter.clinicId)) throw domainError('CLINIC_FORBIDDEN');
    const { userId } = ctx.actor;
    if (!isProviderOf(encounter, userId) && userId !== encounter.patientId) {
      throw domainError('FORBIDDEN');
    }
    return encounter;
  }

  function tellProvider(encounter: EncounterRoomRow, patientJoined: boolean) {
    realtime.toProvider(encounter.providerId, {
      type: 'APPOINTMENT_UPDATED',
      encounterId: encounter.id,
      name: encounter.roomName ?? `encounter-${encounter.id}`,
      patientJoined,
    });
  }

  return {
    /**
     * D10: a pass for the caller. When the provider opens the room of an appointment they started,
     * the patient is told where their own room link is (D2, the appointment-started dialog).
     */
    async roomUrl(ctx: ScopedContext, encounterId: number) {
      const encounter = await partyEncounter(ctx, encounterId);
      const { userId } = ctx.actor;
      const roomUrl = await passes.roomUrlFor(encounterId, { kind: 'user', userId });
      if (isProviderOf(encounter, userId) && STARTED.has(encounter.status)) {
        const patientUrl = await passes.roomUrlFor(encounterId, {
          kind: 'user',
          userId: encounter.patientId,
        });
        realtime.toUser(encounter.patientId, {
          type: 'APPOINTMENT_STARTED',
          encounterId,
          roomUrl: patientUrl,
          message: APPOINTMENT_STARTED_MESSAGE,
        });
      }
      return { roomUrl };
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
      const members = membership.inRoom(e.id);
      for (const member of members) {
        realtime.sendTo(member.peerId, RoomServerEvent.message, { name, message: input.message });
      }
      return { delivered: members.length };
    },

    iceServers: (ctx: SignedInContext) =>
      iceServersFor(deps.ice, String(ctx.actor.userId), clock()),

    /**
     * A socket enters the room its pass names. A signed-in socket may only use its own person's
     * pass; the pass is re-verified (closed appointments, removed people are refused).
     */
    async join(
      ctx: SignedInContext,
      pass: string,
      socketId: string,
    ): Promise<RoomJoined & { leave: () => Promise<void> }> {
      const verified = await passes.verify(pass);
      const { participant } = verified;
      if (participant.kind !== 'user' || participant.userId !== ctx.actor.userId) {
        throw domainError('ROOM_PASS_INVALID');
      }
      const encounter = await findEncounterRoom(db, verified.encounterId);
      if (!encounter) throw domainError('ROOM_PASS_INVALID');
      const side: RoomPeer['side'] = isProviderOf(encounter, participant.userId)
        ? 'provider'
        : participant.userId === encounter.patientId
          ? 'patient'
          : 'guest';
      const self: RoomPeer = { peerId: socketId, name: verified.displayName, side };
      const peers = membership.inRoom(encounter.id).map(({ peerId, name, side: s }) => ({
        peerId,
        name,
        side: s,
      }));
      membership.add({ ...self, encounterId: encounter.id, userId: participant.userId });
      for (const peer of peers) realtime.sendTo(peer.peerId, RoomServerEvent.peerJoined, self);
      await markRoomOpened(db, encounter.id, clock());
      if (side === 'patient') {
        await setPatientJoined(db, encounter.id, true);
        tellProvider(encounter, true);
      }
      const leave = async () => {
        const member = membership.remove(socketId);
        if (!member) return;
        for (const peer of membership.inRoom(member.encounterId)) {
          realtime.sendTo(peer.peerId, RoomServerEvent.peerLeft, { peerId: socketId });
        }
        const patientStillIn = membership
          .inRoom(member.encounterId)
          .some((m) => m.side === 'patient');
        if (member.side === 'patient' && !patientStillIn) {
          await setPatientJoined(db, member.encounterId, false);
          tellProvider(encounter, false);
        }
      };
      return { self, encounterId: encounter.id, peers, leave };
    },

    /** Relays one signal to a member of the sender's room; anything else is dropped. */
    relay(fromSocket: string, to: string, body: Record<string, unknown>) {
      if (!membership.together(fromSocket, to)) return false;
      realtime.sendTo(to, RoomServerEvent.signal, { from: fromSocket, ...body });
      return true;
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;

export const PARTY_ROLES = [Role.provider, Role.patient];
