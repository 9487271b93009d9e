import { ClinicProviderSchema, ClinicSummarySchema } from '@clinicall/shared/clinic';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { ClinicsService } from './clinics.service.js';
import { IdTextSchema } from '@clinicall/shared/ids';

const tags = ['clinics'];

export const clinicsRoutes =
  (clinics: ClinicsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/providers/clinics',
      {
        config: { access: { roles: [Role.provider], clinic: Clinic.own } },
        schema: {
          tags,
          summary: "The signed-in provider's clinics and their feature switches",
          response: { 200: z.array(ClinicSummarySchema) },
        },
      },
      async (request) => clinics.clinicsInScope(scoped(request.ctx)),
    );

    app.get(
      '/api/clinic/:id/providers',
      {
        config: {
          access: { roles: [Role.clinicAdmin, Role.superAdmin], clinic: Clinic.param('id') },
        },
        schema: {
          tags,
          summary: "A clinic's providers (its clinic admins, and the super admin)",
          params: z.object({ id: IdTextSchema }),
          response: { 200: z.array(ClinicProviderSchema) },
        },
      },
      async (request) => clinics.providersOfClinic(scoped(request.ctx), request.params.id),
    );
  };
