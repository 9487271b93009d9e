import {
  RoomPassCheckRequestSchema,
  RoomPassCheckSchema,
} from '@clinicall/shared/room-access/room-pass';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoomPassesService } from './room-passes.service.js';

export const roomPassesRoutes =
  (passes: RoomPassesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/rooms/pass',
      {
        // The pass is the credential: guests hold no session (D18).
        config: { access: 'open' },
        schema: {
          tags: ['rooms'],
          summary: 'D18: who a room pass admits, to which room, checked against revocation now',
          body: RoomPassCheckRequestSchema,
          response: { 200: RoomPassCheckSchema },
        },
      },
      async (request) => {
        const pass = await passes.verify(request.body.pass);
        return { ...pass, expiresAt: new Date(pass.expiresAt).toISOString() };
      },
    );
  };
