import {
  RoomClientEvent,
  RoomJoinSchema,
  RoomSignalSchema,
  EmptySchema,
} from '@clinicall/shared/rooms/signalling';
import type { FastifyInstance } from 'fastify';
import type { RoomCalls } from './room-calls.service.js';

/** Room passes' sockets (guests, room links) may send these, and only these. */
const roomPass = { roomPass: true };

/**
 * The room's client→server messages over the realtime channel. The realtime module parses each
 * payload with its schema first (failures are dropped); a socket signals only after joining, and
 * only to members of its own room.
 */
export function registerRoomSignalling(realtime: FastifyInstance['realtime'], calls: RoomCalls) {
  realtime.onClientEvent(
    RoomClientEvent.join,
    RoomJoinSchema,
    async ({ pass }, client) => {
      const joined = await calls.join(client, pass);
      client.onDisconnect(() => calls.disconnected(client));
      return joined;
    },
    roomPass,
  );

  realtime.onClientEvent(
    RoomClientEvent.renew,
    RoomJoinSchema,
    ({ pass }, client) => calls.renew(client, pass),
    roomPass,
  );

  realtime.onClientEvent(
    RoomClientEvent.leave,
    EmptySchema,
    (_payload, client) => calls.leave(client),
    roomPass,
  );

  realtime.onClientEvent(
    RoomClientEvent.signal,
    RoomSignalSchema,
    (signal, client) => {
      const { to, ...body } = signal;
      return { relayed: calls.relay(client.socketId, to, body) };
    },
    roomPass,
  );

  realtime.onClientEvent(
    RoomClientEvent.muteAll,
    EmptySchema,
    (_payload, client) => calls.muteAll(client.socketId),
    roomPass,
  );
}
