import {
  RoomClientEvent,
  RoomJoinSchema,
  RoomSignalSchema,
  EmptySchema,
} from '@clinicall/shared/rooms/signalling';
import type { FastifyInstance } from 'fastify';
import type { RoomsService } from './rooms.service.js';

/**
 * The room's client→server messages over the realtime channel. The realtime module parses each
 * payload with its schema first (failures are dropped); a socket signals only after joining, and
 * only to members of its own room.
 */
export function registerRoomSignalling(realtime: FastifyInstance['realtime'], rooms: RoomsService) {
  const leaves = new Map<string, () => Promise<void>>();

  realtime.onClientEvent(RoomClientEvent.join, RoomJoinSchema, async ({ pass }, client) => {
    await leaves.get(client.socketId)?.();
    const { leave, ...joined } = await rooms.join(client.ctx, pass, client.socketId);
    leaves.set(client.socketId, leave);
    client.onDisconnect(() => {
      leaves.delete(client.socketId);
      void leave();
    });
    return joined;
  });

  realtime.onClientEvent(RoomClientEvent.leave, EmptySchema, async (_payload, client) => {
    const leave = leaves.get(client.socketId);
    leaves.delete(client.socketId);
    await leave?.();
  });

  realtime.onClientEvent(RoomClientEvent.signal, RoomSignalSchema, (signal, client) => {
    const { to, ...body } = signal;
    return { relayed: rooms.relay(client.socketId, to, body) };
  });
}
