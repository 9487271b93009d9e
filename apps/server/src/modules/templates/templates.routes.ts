import {
  SaveTemplateRequestSchema,
  TemplateIdParamsSchema,
  TemplateListSchema,
  TemplateSchema,
} from '@clinicall/shared/notes/templates';
import { PatientTemplateParamsSchema } from '@clinicall/shared/notes/questionnaires';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import type { MembershipsService } from '../clinics/memberships.service.js';
import type { TemplatesService } from './templates.service.js';

const tags = ['templates'];
// A provider's templates are their own: every query is by the caller, whatever clinic they are in.
const provider = { roles: [Role.provider], clinic: Clinic.none };
// The patient reads a template of a provider of one of their clinics (the service checks which).
const patient = { roles: [Role.patient], clinic: Clinic.own };

export const templatesRoutes =
  (templates: TemplatesService, memberships: MembershipsService): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (request: { ctx: Parameters<typeof signedIn>[0] }) =>
      signedIn(request.ctx).actor.userId;

    // E27: the provider's template calls answer only where one of their clinics allows templates
    // (the web hides the screen too; the server is the authority).
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.access !== provider) return;
      if (!(await memberships.templatesAllowed(me(request)))) {
        throw domainError('TEMPLATES_DISABLED');
      }
    });

    app.get(
      '/api/templates',
      {
        config: { access: provider },
        schema: {
          tags,
          summary: 'E36: the provider’s templates',
          response: { 200: TemplateListSchema },
        },
      },
      async (request) => templates.list(me(request)),
    );

    app.get(
      '/api/templates/:id',
      {
        config: { access: provider },
        schema: {
          tags,
          summary: 'E36: one of the provider’s templates',
          params: TemplateIdParamsSchema,
          response: { 200: TemplateSchema },
        },
      },
      async (request) => templates.get(me(request), request.params.id),
    );

    app.post(
      '/api/templates',
      {
        config: { access: provider },
        schema: {
          tags,
          summary: 'E28, E34: a new template; a duplicate name is refused',
          body: SaveTemplateRequestSchema,
          response: { 201: TemplateSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await templates.create(me(request), request.body)),
    );

    app.patch(
      '/api/templates/:id',
      {
        config: { access: provider },
        schema: {
          tags,
          summary: 'E36: update a template',
          params: TemplateIdParamsSchema,
          body: SaveTemplateRequestSchema,
          response: { 200: TemplateSchema },
        },
      },
      async (request) => templates.update(me(request), request.params.id, request.body),
    );

    app.delete(
      '/api/templates/:id',
      {
        config: { access: provider },
        schema: {
          tags,
          summary: 'Delete a template no live video type uses',
          params: TemplateIdParamsSchema,
        },
      },
      async (request, reply) => {
        await templates.remove(me(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/patient/encounter/templates/:templateId/provider/:providerId',
      {
        config: { access: patient },
        schema: {
          tags,
          summary: 'C58: the questionnaire a patient fills in when booking (visible ones only)',
          params: PatientTemplateParamsSchema,
          response: { 200: TemplateSchema },
        },
      },
      async (request) => {
        const { templateId, providerId } = request.params;
        // A provider of the patient's clinics, or the one a live referral sends them to.
        await memberships.bookableProvider(scoped(request.ctx), { id: providerId });
        return templates.forPatient(providerId, templateId);
      },
    );
  };
