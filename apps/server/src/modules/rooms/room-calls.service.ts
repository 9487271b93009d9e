import {
  RoomPeerSchema,
  RoomServerEvent,
  type RoomJoined,
  type RoomPeer,
} from '@clinicall/shared/rooms/signalling';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import type { ClientEventContext, SocketIdentity } from '../realtime/client-events.service.js';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import type { RoomEnds } from './room-ends.service.js';
import { encounterRoom, memberRoom } from './room-names.js';
import {
  findEncounterRoom,
  lockRoomJoins,
  markRoomEntered,
  setPatientJoined,
  type EncounterRoomRow,
} from './rooms.repository.js';

type VerifiedRoomPass = Awaited<ReturnType<RoomPassesService['verify']>>;
type RoomParticipant = VerifiedRoomPass['participant'];

/** Appointments whose room no longer opens (as room passes judge them). */
const CLOSED = new Set(['CANCELLED', 'DECLINED', 'FINISHED']);

/** A socket of this instance that is in a room. */
type LocalMember = { encounter: EncounterRoomRow; peer: RoomPeer };

export const isProviderOf = (e: EncounterRoomRow, userId: number) =>
  userId === e.providerId || userId === e.leadProviderId;

/**
 * A socket may use a pass only if it is its holder's: a session socket its own person's pass (a
 * session's pass only with that very session, which `verify` checked), a pass socket the very pass
 * (room and person) it connected with.
 */
function holds(identity: SocketIdentity, pass: VerifiedRoomPass) {
  const { participant } = pass;
  if (identity.kind === 'session') {
    return participant.kind === 'user' && participant.userId === identity.ctx.actor.userId;
  }
  const own = identity.pass;
  return own.encounterId === pass.encounterId && samePerson(own.participant, participant);
}

const samePerson = (a: RoomParticipant, b: RoomParticipant) =>
  a.kind === 'user'
    ? b.kind === 'user' && a.userId === b.userId
    : b.kind === 'guest' && a.guestId === b.guestId;

function sideOf(encounter: EncounterRoomRow, pass: VerifiedRoomPass): RoomPeer['side'] {
  const { participant } = pass;
  if (participant.kind === 'guest') return 'guest';
  if (isProviderOf(encounter, participant.userId)) return 'provider';
  return participant.userId === encounter.patientId ? 'patient' : 'guest';
}

/**
 * Who is in which room, and what they say to each other (spec 1 §4 "Room"). Membership lives in
 * the realtime channel's rooms, so it spans instances through the Redis adapter; this instance
 * only remembers its own sockets' rooms. Signals go to the addressee's member room of the
 * sender's encounter: a socket of another room never receives them.
 */
export function createRoomCalls(deps: {
  db: Db;
  clock: Clock;
  passes: RoomPassesService;
  realtime: FastifyInstance['realtime'];
  ends: RoomEnds;
  log: FastifyBaseLogger;
}) {
  const { db, clock, passes, realtime, ends } = deps;
  const local = new Map<string, LocalMember>();

  function tellProvider(encounter: EncounterRoomRow, patientJoined: boolean) {
    realtime.toProvider(encounter.providerId, {
      type: 'APPOINTMENT_UPDATED',
      encounterId: encounter.id,
      name: encounter.roomName ?? `encounter-${encounter.id}`,
      patientJoined,
    });
  }

  async function peersIn(encounterId: number) {
    const members = await realtime.roomMembers(encounterRoom(encounterId));
    return members.flatMap(({ member }) => {
      const peer = RoomPeerSchema.safeParse(member);
      return peer.success ? [peer.data] : [];
    });
  }

  async function leave(client: Pick<ClientEventContext, 'socketId' | 'leave'>) {
    const member = local.get(client.socketId);
    if (!member) return;
    local.delete(client.socketId);
    const { encounter, peer } = member;
    client.leave(encounterRoom(encounter.id));
    client.leave(memberRoom(encounter.id, client.socketId));
    realtime.sendTo(encounterRoom(encounter.id), RoomServerEvent.peerLeft, {
      peerId: client.socketId,
    });
    // Under the join lock, so a join either counts among those present or comes after the mark.
    const present = await db.transaction(async (tx) => {
      await lockRoomJoins(tx, encounter.id);
      const peers = await peersIn(encounter.id);
      if (peers.length === 0) await ends.emptied(tx, encounter.id);
      return peers;
    });
    if (peer.side !== 'patient' || present.some((p) => p.side === 'patient')) return;
    await setPatientJoined(db, encounter.id, false);
    tellProvider(encounter, false);
  }

  /** The pass, verified with the socket's session if it has one, if the socket holds it. */
  async function held(client: ClientEventContext, pass: string) {
    const { identity } = client;
    const session = identity.kind === 'session' ? identity.ctx.actor.sessionId : null;
    const verified = await passes.verify(pass, { session });
    if (!holds(identity, verified)) throw domainError('ROOM_PASS_INVALID');
    return verified;
  }

  return {
    /** D16: how many are in the room; messages go to them all. */
    peersIn,

    /**
     * Issue 19 path 8: the room page's refreshed pass re-authorises its socket, so a socket in the
     * room outlives the few minutes of the pass it connected with only while its page keeps
     * refreshing. A pass socket then lives to the new pass's expiry; a session socket lives by its
     * session and only has the pass checked.
     */
    async renew(client: ClientEventContext, pass: string) {
      client.renewPass(await held(client, pass));
    },

    /**
     * A socket enters the room its pass names, if it holds that pass; the pass is re-verified
     * (closed appointments, removed people are refused). A socket is in one room at a time.
     */
    async join(client: ClientEventContext, pass: string): Promise<RoomJoined> {
      const verified = await held(client, pass);
      const encounter = await findEncounterRoom(db, verified.encounterId);
      if (!encounter) throw domainError('ROOM_PASS_INVALID');
      await leave(client);
      const side = sideOf(encounter, verified);
      const self: RoomPeer = { peerId: client.socketId, name: verified.displayName, side };
      // The advisory lock orders joins: whoever joins next sees this socket among those present
      // and is not told again by the announcement. The database writes come first so that the
      // announcement is the transaction's last step; if the commit still fails, the socket is
      // taken out again and the room told it left, so no peer keeps a phantom.
      let announced = false;
      try {
        const peers = await db.transaction(async (tx) => {
          await lockRoomJoins(tx, encounter.id);
          // The visit may have ended since the pass was checked: the end holds this lock too.
          const current = await findEncounterRoom(tx, encounter.id);
          if (!current || CLOSED.has(current.status)) throw domainError('ROOM_PASS_INVALID');
          await markRoomEntered(tx, encounter.id, clock(), side === 'provider');
          if (side === 'patient') await setPatientJoined(tx, encounter.id, true);
          const present = await peersIn(encounter.id);
          client.join(encounterRoom(encounter.id), self);
          client.join(memberRoom(encounter.id, client.socketId));
          realtime.sendTo(
            encounterRoom(encounter.id),
            RoomServerEvent.peerJoined,
            self,
            client.socketId,
          );
          announced = true;
          return present.filter((p) => p.peerId !== client.socketId);
        });
        local.set(client.socketId, { encounter, peer: self });
        if (side === 'patient') tellProvider(encounter, true);
        return {
          self,
          encounterId: encounter.id,
          peers,
          canMuteAll: side === 'provider' && encounter.allowMuteAll,
        };
      } catch (error) {
        if (announced) {
          client.leave(encounterRoom(encounter.id));
          client.leave(memberRoom(encounter.id, client.socketId));
          realtime.sendTo(encounterRoom(encounter.id), RoomServerEvent.peerLeft, {
            peerId: client.socketId,
          });
        }
        throw error;
      }
    },

    leave,

    /** A socket went away: as a leave, whose failure is logged (nobody awaits a disconnect). */
    disconnected(client: Pick<ClientEventContext, 'socketId' | 'leave'>) {
      leave(client).catch((error: unknown) => {
        deps.log.warn({ err: error, socketId: client.socketId }, 'room: leave failed');
      });
    },

    /** Relays one signal to a member of the sender's room; false when the sender is in none. */
    relay(fromSocket: string, to: string, body: Record<string, unknown>) {
      const member = local.get(fromSocket);
      if (!member) return false;
      realtime.sendTo(memberRoom(member.encounter.id, to), RoomServerEvent.signal, {
        from: fromSocket,
        ...body,
      });
      return true;
    },

    /** I22: the room's provider mutes every other participant, if the clinic allows it now. */
    async muteAll(socketId: string) {
      const member = local.get(socketId);
      if (!member || member.peer.side !== 'provider') throw domainError('FORBIDDEN');
      const encounter = await findEncounterRoom(db, member.encounter.id);
      if (!encounter) throw domainError('FORBIDDEN');
      if (!encounter.allowMuteAll) throw domainError('MUTE_ALL_DISABLED');
      realtime.sendTo(
        encounterRoom(encounter.id),
        RoomServerEvent.muted,
        { by: member.peer.name },
        socketId,
      );
    },
  };
}

export type RoomCalls = ReturnType<typeof createRoomCalls>;
