import { queryOptions } from '@tanstack/react-query';
import {
  RoomPassCheckSchema,
  RoomPassRefreshSchema,
} from '@clinicall/shared/room-access/room-pass';
import {
  IceServersSchema,
  RoomEndedSchema,
  RoomUrlSchema,
} from '@clinicall/shared/rooms/signalling';
import { apiRequest } from '../../../lib/api-client';

/** Who the pass admits, to which room: checked before the camera is asked for. */
export const roomPassQuery = (pass: string) =>
  queryOptions({
    queryKey: ['room', 'pass', pass],
    queryFn: () =>
      apiRequest('/rooms/pass', { method: 'POST', body: { pass }, schema: RoomPassCheckSchema }),
    retry: false,
    staleTime: Infinity,
  });

/**
 * Issue 19 path 8: a fresh pass for the same person and room; the one in the URL lives minutes.
 * A signed-in party's pass goes with their session (the stored token), a guest's alone.
 */
export const refreshRoomPass = (pass: string) =>
  apiRequest('/rooms/pass/refresh', {
    method: 'POST',
    body: { pass },
    schema: RoomPassRefreshSchema,
  });

/**
 * STUN/TURN servers for the pass holder; TURN's credential is short-lived, so it is fetched per
 * room visit. `relay` asks for TURN-only paths (honoured by servers outside production).
 */
export const iceServersQuery = (pass: string, relay: boolean) =>
  queryOptions({
    queryKey: ['room', 'ice', pass, relay],
    queryFn: () =>
      apiRequest('/rooms/ice', {
        method: 'POST',
        body: { pass, relay },
        schema: IceServersSchema,
      }),
    staleTime: 0,
    gcTime: 0,
  });

/** D10: the caller's own room URL for an appointment. */
export const fetchRoomUrl = (encounterId: number) =>
  apiRequest(`/encounterRoomUrl/${encounterId}`, { schema: RoomUrlSchema });

/** Issue 21: the provider ends the visit for everyone in the room. */
export const endVisit = (encounterId: number) =>
  apiRequest(`/rooms/encounter/${encounterId}/end`, { method: 'POST', schema: RoomEndedSchema });
