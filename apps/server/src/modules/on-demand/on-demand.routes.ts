import { Role } from '@clinicall/shared/roles';
import {
  NewPatientRequestSchema,
  NewPatientSchema,
  OnDemandRequestSchema,
  OnDemandResultSchema,
} from '@clinicall/shared/room-access/on-demand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { OnDemandService } from './on-demand.service.js';

const tags = ['appointments'];
// The service keeps every patient inside a clinic where the provider is a provider.
const providers = { roles: [Role.provider], clinic: Clinic.own };

export const onDemandRoutes =
  (onDemand: OnDemandService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/encounters/onDemand',
      {
        config: { access: providers },
        schema: {
          tags,
          summary: 'C103–C106: start a call now with one or more patients (the first is of record)',
          body: OnDemandRequestSchema,
          response: { 200: OnDemandResultSchema },
        },
      },
      async (request) => onDemand.start(scoped(request.ctx), request.body),
    );

    app.post(
      '/api/encounters/onDemand/patients',
      {
        // The caller's own clinic, found by the service: no other clinic's data is read.
        config: { access: { roles: [Role.provider], clinic: Clinic.none } },
        schema: {
          tags,
          summary:
            'C103: create a new patient in the provider’s clinic and mail them an invitation',
          body: NewPatientRequestSchema,
          response: { 201: NewPatientSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await onDemand.createPatient(signedIn(request.ctx), request.body)),
    );
  };
