import {
  AdminAssistantEditSchema,
  AdminAssistantInputSchema,
  AdminAssistantSchema,
  IdOrEmailSchema,
  StaffChoiceSchema,
  StaffPageSchema,
  StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import { IdTextSchema } from '@clinicall/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import type { AdminAssistantsService } from './admin-assistants.service.js';
import { superAdminOnly as access } from './super-admin-access.js';

const tags = ['admin: assistants'];

/** B66–B70: the super admin's assistant endpoints (spec 3 §7). */
export const adminAssistantsRoutes =
  (assistants: AdminAssistantsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/assistant',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Add an assistant; they get a mail with a link to set their password',
          body: AdminAssistantInputSchema,
          response: { 201: AdminAssistantSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await assistants.create(signedIn(request.ctx), request.body)),
    );

    app.put(
      '/api/admin/assistant',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Edit an assistant (a new e-mail waits for its owner’s confirmation)',
          body: AdminAssistantEditSchema,
          response: { 200: AdminAssistantSchema },
        },
      },
      async (request) => assistants.edit(signedIn(request.ctx), request.body),
    );

    for (const kind of ['search', 'find'] as const) {
      app.get(
        `/api/admin/assistant/${kind}`,
        {
          config: { access },
          schema: {
            tags,
            summary: 'Assistants by keyword, active filter and clinic, 15 a page',
            querystring: StaffQuerySchema,
            response: { 200: StaffPageSchema },
          },
        },
        async (request) => assistants.page(request.query),
      );
    }

    app.get(
      '/api/admin/assistant/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'An assistant by id or e-mail, as the edit form loads it',
          params: z.object({ id: IdOrEmailSchema }),
          response: { 200: AdminAssistantSchema },
        },
      },
      async (request) => assistants.profile(request.params.id),
    );

    app.get(
      '/api/admin/providers/clinic/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Providers of a clinic, to link to an assistant',
          params: z.object({ id: IdTextSchema }),
          response: { 200: z.array(StaffChoiceSchema) },
        },
      },
      async (request) => assistants.providersOfClinic(request.params.id),
    );
  };
