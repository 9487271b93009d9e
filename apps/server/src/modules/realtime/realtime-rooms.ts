import { Role } from '@clinicall/shared/roles';
import type { Actor } from '../../lib/access/request-context.js';

/** Server-side room names: only the server joins sockets to rooms, never a client's request. */
export const userRoom = (userId: number) => `user:${userId}`;
export const providerRoom = (providerId: number) => `provider:${providerId}`;
/** Sockets of an assistant acting as a provider, by the assistant: deactivation ends them at once. */
export const actingRoom = (assistantId: number) => `acting:${assistantId}`;

/** The rooms a signed-in socket joins: its user, and for providers (or an assistant acting as one) the provider's. */
export function roomsOf(actor: Actor): string[] {
  const rooms = [userRoom(actor.userId)];
  if (actor.role === Role.provider) rooms.push(providerRoom(actor.userId));
  if (actor.actingAssistantId !== null) rooms.push(actingRoom(actor.actingAssistantId));
  return rooms;
}
