import { ErrorResponseSchema } from '@clinicall/shared/errors';
import {
  AssistantProvidersQuerySchema,
  AssistedProviderPageSchema,
  AuthTokenSchema,
} from '@clinicall/shared/identity';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/require-auth.js';
import type { IdentityService } from '../identity/identity.service.js';
import { requestMeta } from '../identity/request-meta.js';
import { createAssistantService } from './assistant.service.js';

const tags = ['assistant'];
const config = { roles: [Role.assistant] };

export const assistantRoutes =
  (identity: IdentityService): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createAssistantService({ db: app.db, audit: app.audit, identity });

    app.get(
      '/api/assistant/providers',
      {
        config,
        schema: {
          tags,
          summary: 'Providers the signed-in assistant may act for',
          querystring: AssistantProvidersQuerySchema,
          response: {
            200: AssistedProviderPageSchema,
            401: ErrorResponseSchema,
            403: ErrorResponseSchema,
          },
        },
      },
      async (request) => service.providers(requireAuth(request), request.query),
    );

    app.get(
      '/api/assistant/authenticate/:id',
      {
        config,
        schema: {
          tags,
          summary: 'A token to act as a linked provider',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: AuthTokenSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
        },
      },
      async (request) =>
        service.actAsProvider(requireAuth(request), request.params.id, requestMeta(request)),
    );
  };
