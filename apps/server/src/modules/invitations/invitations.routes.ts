import { Role } from '@clinicall/shared/roles';
import {
  BulkInviteQuerySchema,
  BulkInviteRequestSchema,
  BulkInviteResultSchema,
  PatientInviteRequestSchema,
  PatientInviteResponseSchema,
} from '@clinicall/shared/invitations/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { InvitationsService } from './invitations.service.js';

const tags = ['invitations'];

// F66–F86: providers invite patients into their own clinics (a clinic id outside them: 403).
const access = { roles: [Role.provider], clinic: Clinic.own } as const;

export const invitationsRoutes =
  (invitations: InvitationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/patientInvite',
      {
        config: { access },
        schema: {
          tags,
          summary: 'F66–F72: invite one patient; an e-mail in use asks for a family member',
          body: PatientInviteRequestSchema,
          response: { 201: PatientInviteResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitations.invite(scoped(request.ctx), request.body)),
    );

    app.post(
      '/api/patientBulkRegister',
      {
        config: { access },
        schema: {
          tags,
          summary: 'F84, F85: invite up to 300 patients from a CSV, in one transaction',
          querystring: BulkInviteQuerySchema,
          body: BulkInviteRequestSchema,
          response: { 200: BulkInviteResultSchema },
        },
      },
      async (request) =>
        invitations.bulk(scoped(request.ctx), request.body, request.query.clinicId),
    );
  };
