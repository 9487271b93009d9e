import { Role } from '@clinicall/shared/roles';
import type { Actor } from '../../lib/access/request-context.js';

/** Server-side room names: only the server joins sockets to rooms, never a client's request. */
export const userRoom = (userId: number) => `user:${userId}`;
export const providerRoom = (providerId: number) => `provider:${providerId}`;

/** The rooms a signed-in socket joins: its user, and for providers (or an assistant acting as one) the provider's. */
export function roomsOf(actor: Actor): string[] {
  const rooms = [userRoom(actor.userId)];
  if (actor.role === Role.provider) rooms.push(providerRoom(actor.userId));
  return rooms;
}
