import { Role } from '@clinicall/shared/roles';
import {
  DashboardCountersSchema,
  DashboardPageQuerySchema,
  EncounterListQuerySchema,
} from '@clinicall/shared/scheduling/encounter-lists';
import { EncounterListSchema } from '@clinicall/shared/scheduling/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import { exactAnswer } from '../../lib/exact-answer.js';
import { sendWrittenJson } from '../../lib/written-json.js';
import type { EncounterListsService } from './encounter-lists.service.js';

const tags = ['appointments'];
// Lists filter to the caller's own appointments inside their clinics; admins see their clinics'.
const listers = { roles: [Role.provider, Role.patient, Role.clinicAdmin], clinic: Clinic.own };
const dashboard = { roles: [Role.provider, Role.patient], clinic: Clinic.own };
const providers = { roles: [Role.provider], clinic: Clinic.own };

export const encounterListsRoutes =
  (lists: EncounterListsService): FastifyPluginAsyncZod =>
  async (app) => {
    // The counters are built field by field: written as built. The pages come written (cached).
    const serializerCompiler = exactAnswer(app.config.env !== 'production');

    app.get(
      '/api/encounters',
      {
        // Each appointment's patient is read (issue 19 path 5); the service names them.
        config: { access: listers, readsPatient: Reads.named('appointments') },
        schema: {
          tags,
          summary: 'C86, C87: the caller’s appointments by range, status, search and sort, paged',
          querystring: EncounterListQuerySchema,
          response: { 200: EncounterListSchema },
        },
      },
      // The service answers JSON text, checked against the schema outside production when built.
      async (request, reply) =>
        sendWrittenJson(reply, await lists.list(scoped(request.ctx), request.query)),
    );

    app.get(
      '/api/encounters/counters',
      {
        config: { access: dashboard },
        schema: {
          tags,
          summary: 'C93, C94: the dashboard counters (Confirmed, Today for providers, Pending)',
          response: { 200: DashboardCountersSchema },
        },
        serializerCompiler,
      },
      async (request) => lists.counters(scoped(request.ctx)),
    );

    const tabs = [
      ['confirmed', dashboard, 'C93, I5: confirmed appointments not over yet, soonest first'],
      ['today', providers, 'C94, I5: today’s appointments on the provider’s clock'],
      ['requests', dashboard, 'C92, C93: requests within the request window, soonest first'],
    ] as const;
    for (const [tab, access, summary] of tabs) {
      app.get(
        `/api/encounters/${tab}`,
        {
          config: { access, readsPatient: Reads.named('upcoming') },
          schema: {
            tags,
            summary,
            querystring: DashboardPageQuerySchema,
            response: { 200: EncounterListSchema },
          },
        },
        async (request, reply) =>
          sendWrittenJson(reply, await lists[tab](scoped(request.ctx), request.query)),
      );
    }
  };
