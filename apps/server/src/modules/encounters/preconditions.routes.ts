import { Role } from '@clinicall/shared/roles';
import {
  PreconditionsQuerySchema,
  PreconditionsSchema,
} from '@clinicall/shared/scheduling/preconditions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import type { PreconditionsService } from './preconditions.service.js';

export const preconditionsRoutes =
  (preconditions: PreconditionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/patients/preconditions',
      {
        config: {
          access: {
            roles: [Role.patient],
            clinic: Clinic.patient('query', 'patientId', { defaultSelf: true }),
          },
          // The patient's earlier reasons for a visit.
          readsPatient: Reads.ofRule('preconditions'),
        },
        schema: {
          tags: ['appointments'],
          summary:
            "C57: the conditions the reason-for-visit step offers: the patient's earlier ones, then common ones",
          querystring: PreconditionsQuerySchema,
          response: { 200: PreconditionsSchema },
        },
      },
      async (request) => preconditions.list(scoped(request.ctx), request.query.patientId),
    );
  };
