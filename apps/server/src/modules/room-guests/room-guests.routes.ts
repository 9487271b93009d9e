import { Role } from '@clinicall/shared/roles';
import {
  GuestEntryRequestSchema,
  GuestInviteRequestSchema,
  GuestInviteSchema,
  RoomUrlSchema,
} from '@clinicall/shared/room-access/guests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped } from '../../lib/access/request-context.js';
import { encounterClinicFromParam } from '../../lib/access/encounter-clinic.js';
import type { RoomGuestsService } from './room-guests.service.js';
import { IdTextSchema } from '@clinicall/shared/ids';

const tags = ['rooms'];
// The service also refuses a provider of the clinic who is not the appointment's provider.
const appointmentProvider = { roles: [Role.provider], clinic: encounterClinicFromParam };
const EncounterParamsSchema = z.object({ id: IdTextSchema });

export const roomGuestsRoutes =
  (guests: RoomGuestsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/encounters/:id/guests',
      {
        config: { access: appointmentProvider },
        schema: {
          tags,
          summary: 'D18: invite a guest by e-mail to the appointment’s room (its provider)',
          params: EncounterParamsSchema,
          body: GuestInviteRequestSchema,
          response: { 201: GuestInviteSchema },
        },
      },
      async (request, reply) => {
        const guest = await guests.invite(scoped(request.ctx), request.params.id, request.body);
        return reply.code(201).send(guest);
      },
    );

    app.delete(
      '/api/encounters/:id/guests/:guestId',
      {
        config: { access: appointmentProvider },
        schema: {
          tags,
          summary: 'D18: withdraw a guest; their invitation and room pass stop working',
          params: EncounterParamsSchema.extend({ guestId: IdTextSchema }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await guests.remove(scoped(request.ctx), request.params.id, request.params.guestId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/rooms/guestPass',
      {
        // The invitation is the credential; rate-limited like sign-in (it creates no account).
        config: { access: 'open', rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'D18: a guest’s name for a pass to the invited room only (ROLE_ROOM_INVITED); redeeming again ends the earlier pass',
          body: GuestEntryRequestSchema,
          response: { 200: RoomUrlSchema },
        },
      },
      async (request) => guests.enter(request.ctx, request.body),
    );
  };
