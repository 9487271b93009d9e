import {
  EncounterRoomSchema,
  IceRequestSchema,
  IceServersSchema,
  RoomMessageDeliveredSchema,
  RoomEndedSchema,
  RoomMessageRequestSchema,
  RoomUrlSchema,
} from '@clinicall/shared/rooms/signalling';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { PARTY_ROLES, type RoomsService } from './rooms.service.js';
import { IdTextSchema } from '@clinicall/shared/ids';

const tags = ['rooms'];
// The service refuses another clinic's appointment and one the caller is no party of (403).
const parties = { roles: PARTY_ROLES, clinic: Clinic.own };
const IdParamsSchema = z.object({ id: IdTextSchema });

export const roomsRoutes =
  (
    rooms: RoomsService,
    /** The caller's live session id, if any (room-passes' `passPresenterOf`). */
    presenterOf: (request: FastifyRequest) => Promise<string | null>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/encounterRoomUrl/:id',
      {
        config: { access: parties },
        schema: {
          tags,
          summary:
            'D10: the room URL (a pass) for the caller; a started appointment tells the patient',
          params: IdParamsSchema,
          response: { 200: RoomUrlSchema },
        },
      },
      async (request) => rooms.roomUrl(scoped(request.ctx), request.params.id),
    );

    app.get(
      '/api/rooms/encounter/:id',
      {
        config: { access: parties },
        schema: {
          tags,
          summary: 'D17: the encounter’s room (name, patientJoined)',
          params: IdParamsSchema,
          response: { 200: EncounterRoomSchema },
        },
      },
      async (request) => rooms.encounterRoom(scoped(request.ctx), request.params.id),
    );

    app.post(
      '/api/rooms/encounter/:id/end',
      {
        // The service lets only the appointment's provider end it (403 for its patient).
        config: { access: parties },
        schema: {
          tags,
          summary:
            'Issue 21: the provider ends the visit for everyone: its room end is recorded, it is finished',
          params: IdParamsSchema,
          response: { 200: RoomEndedSchema },
        },
      },
      async (request) => rooms.end(scoped(request.ctx), request.params.id),
    );

    app.put(
      '/api/rooms/message',
      {
        config: { access: parties },
        schema: {
          tags,
          summary: 'D16: a provider’s message to whoever waits in the room',
          body: RoomMessageRequestSchema,
          response: { 200: RoomMessageDeliveredSchema },
        },
      },
      async (request) => rooms.message(scoped(request.ctx), request.body),
    );

    app.post(
      '/api/rooms/ice',
      {
        // The pass is the credential: guests and room-link patients hold no session (D18); a
        // signed-in party's pass needs the session it was issued to.
        config: { access: 'open' },
        schema: {
          tags,
          summary: 'ICE servers for a pass holder: STUN, and TURN with a short-lived credential',
          body: IceRequestSchema,
          response: { 200: IceServersSchema },
        },
      },
      async (request) => rooms.iceServers(request.body, await presenterOf(request)),
    );
  };
