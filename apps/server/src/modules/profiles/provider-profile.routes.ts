import {
  ProviderProfileFieldsSchema,
  ProviderProfileSchema,
} from '@clinicall/shared/people/provider-profile';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { ProviderProfileService } from './provider-profile.service.js';

const tags = ['providers'];

export const providerProfileRoutes =
  (profiles: ProviderProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/providers/:id/profile',
      {
        // Colleagues and patients of one of the provider's clinics (the service checks which).
        config: { access: { roles: [Role.provider, Role.patient], clinic: Clinic.own } },
        schema: {
          tags,
          summary: 'F50: a provider profile',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: ProviderProfileSchema },
        },
      },
      async (request) => profiles.get(scoped(request.ctx), request.params.id),
    );

    app.put(
      '/api/providers/profile',
      {
        config: { access: { roles: [Role.provider], clinic: Clinic.none } },
        schema: {
          tags,
          summary: 'F49, F50: saves the signed-in provider’s profile',
          body: ProviderProfileFieldsSchema,
          response: { 200: ProviderProfileSchema },
        },
      },
      async (request) => profiles.save(signedIn(request.ctx), request.body),
    );
  };
