import {
  AdminProviderEditSchema,
  AdminProviderInputSchema,
  AdminProviderSchema,
  ClinicRefSchema,
  IdOrEmailSchema,
  StaffChoiceSchema,
  StaffPageSchema,
  StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import { IdTextSchema } from '@clinicall/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import type { AdminProvidersService } from './admin-providers.service.js';
import { superAdminOnly as access } from './super-admin-access.js';

const tags = ['admin: providers'];

/** B60–B65: the super admin's provider endpoints (spec 3 §7). */
export const adminProvidersRoutes =
  (providers: AdminProvidersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/provider',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Add a provider; they get a mail with a link to set their password',
          body: AdminProviderInputSchema,
          response: { 201: AdminProviderSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await providers.create(signedIn(request.ctx), request.body)),
    );

    app.put(
      '/api/admin/provider',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Edit a provider (a new e-mail waits for its owner’s confirmation)',
          body: AdminProviderEditSchema,
          response: { 200: AdminProviderSchema },
        },
      },
      async (request) => providers.edit(signedIn(request.ctx), request.body),
    );

    app.get(
      '/api/admin/providers/:id/profile',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A provider by id or e-mail, as the edit form loads it',
          params: z.object({ id: IdOrEmailSchema }),
          response: { 200: AdminProviderSchema },
        },
      },
      async (request) => providers.profile(request.params.id),
    );

    for (const kind of ['search', 'find'] as const) {
      app.get(
        `/api/admin/providers/${kind}`,
        {
          config: { access },
          schema: {
            tags,
            summary: 'Providers by keyword, active filter and clinic, 15 a page',
            querystring: StaffQuerySchema,
            response: { 200: StaffPageSchema },
          },
        },
        async (request) => providers.page(request.query),
      );
    }

    app.get(
      '/api/admin/provider/clinics/:id',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Clinic choices of the provider form: active clinics and the provider’s own (0: new)',
          params: z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) }),
          response: { 200: z.array(ClinicRefSchema) },
        },
      },
      async (request) => providers.clinicChoices(request.params.id),
    );

    app.get(
      '/api/admin/assistant/clinic/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Assistants of a clinic, to link to a provider',
          params: z.object({ id: IdTextSchema }),
          response: { 200: z.array(StaffChoiceSchema) },
        },
      },
      async (request) => providers.assistantsOfClinic(request.params.id),
    );
  };
