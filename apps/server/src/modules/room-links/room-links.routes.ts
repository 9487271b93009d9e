import { Role } from '@clinicall/shared/roles';
import {
  RoomLinkConsentsSchema,
  RoomLinkParamsSchema,
  RoomLinkQuerySchema,
  RoomLinkSentSchema,
  RoomValidationSchema,
} from '@clinicall/shared/room-access/room-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped } from '../../lib/access/request-context.js';
import { encounterClinicFromParam } from '../../lib/access/encounter-clinic.js';
import { consentStorageKey } from './clinic-consents.js';
import type { RoomLinksService } from './room-links.service.js';
import { IdTextSchema } from '@clinicall/shared/ids';

const tags = ['rooms'];

export const roomLinksRoutes =
  (links: RoomLinksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/encounters/roomLink/:id',
      {
        // D19: no sign-in; the link and the date of birth are the credential (guesses limited per link).
        config: { access: 'open', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'D20, D27: the room URL for a room link and the matching date of birth',
          params: RoomLinkParamsSchema,
          querystring: RoomLinkQuerySchema,
          response: { 200: RoomValidationSchema },
        },
      },
      async (request) => links.validate(request.params.id, request.query.dateOfBirth),
    );

    app.get(
      '/api/encounters/roomLink/:id/consents',
      {
        config: { access: 'open', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'D22: the consent documents a room link asks the person to accept',
          params: RoomLinkParamsSchema,
          response: { 200: RoomLinkConsentsSchema },
        },
      },
      async (request) => links.consents(request.params.id),
    );

    app.get(
      '/api/encounters/roomLink/:id/consents/:slot',
      {
        // B37: the room link is the credential, as for the list of consents above.
        config: { access: 'open', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: "B37: one of the clinic's consent PDFs offered on the room-link page",
          params: RoomLinkParamsSchema.extend({ slot: z.coerce.number().int().min(1).max(3) }),
        },
      },
      async (request, reply) => {
        const file = await links.clinicConsentFile(request.params.id, request.params.slot);
        const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${ascii}"`)
          .send(await app.storage.read(consentStorageKey(file.fileId)));
      },
    );

    app.post(
      '/api/encounters/:id/roomLink',
      {
        config: { access: { roles: [Role.provider], clinic: encounterClinicFromParam } },
        schema: {
          tags,
          summary: 'D19: send the room link to the appointment’s patients (e-mail and SMS)',
          params: z.object({ id: IdTextSchema }),
          response: { 200: RoomLinkSentSchema },
        },
      },
      async (request) => links.resend(scoped(request.ctx), request.params.id),
    );
  };
