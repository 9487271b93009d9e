import { SessionIdParamsSchema, SessionListSchema } from '@clinicall/shared/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { AccountSessionsService } from './account-sessions.service.js';

const tags = ['sessions'];
const ownSessions = { roles: 'any', clinic: Clinic.none } as const;
const actingNote =
  'Refused (403 ACTING_CREDENTIALS_FORBIDDEN) to an assistant acting as a provider.';

export const accountSessionsRoutes =
  (service: AccountSessionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/sessions',
      {
        config: { access: ownSessions, credentials: true },
        schema: {
          tags,
          summary: "The caller's live sessions, most recently active first",
          description: `Live: not ended, not expired, active within SESSION_DURATION seconds. ${actingNote}`,
          response: { 200: SessionListSchema },
        },
      },
      async (request) => service.list(signedIn(request.ctx)),
    );

    app.delete(
      '/api/account/sessions/:id',
      {
        config: { access: ownSessions, credentials: true },
        schema: {
          tags,
          summary: "End one of the caller's sessions, and acting sessions opened from it",
          description: `Another user's session answers 404 like an unknown one. ${actingNote}`,
          params: SessionIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.end(signedIn(request.ctx), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/account/sessions',
      {
        config: { access: ownSessions, credentials: true },
        schema: {
          tags,
          summary: 'Sign out everywhere: end every session of the caller',
          description: `Also ends assistants' acting sessions for the caller, and the caller's own acting sessions. ${actingNote}`,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.endAll(signedIn(request.ctx));
        return reply.status(204).send(null);
      },
    );
  };
