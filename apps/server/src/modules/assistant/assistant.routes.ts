import {
  AssistantProvidersQuerySchema,
  AssistedProviderPageSchema,
  AuthTokenSchema,
} from '@clinicall/shared/identity';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { AssistantService } from './assistant.service.js';
import { IdTextSchema } from '@clinicall/shared/ids';

const tags = ['assistant'];
/** The provider link is checked per provider by the service: it is not a clinic rule. */
const access = { roles: [Role.assistant], clinic: Clinic.none };

export const assistantRoutes =
  (assistant: AssistantService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/assistant/providers',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Providers the signed-in assistant may act for',
          querystring: AssistantProvidersQuerySchema,
          response: { 200: AssistedProviderPageSchema },
        },
      },
      async (request) => assistant.providers(signedIn(request.ctx), request.query),
    );

    app.get(
      '/api/assistant/authenticate/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A token to act as a linked provider, bound to the assistant’s own session',
          params: z.object({ id: IdTextSchema }),
          response: { 200: AuthTokenSchema },
        },
      },
      async (request) => assistant.actAsProvider(signedIn(request.ctx), request.params.id),
    );
  };
