import {
  AdminAssistantSchema,
  ClinicAssistantEditSchema,
  ClinicProviderEditSchema,
  ClinicStaffProviderSchema,
  EmailQuerySchema,
  StaffPageSchema,
  StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { ClinicStaffService } from './clinic-staff.service.js';

const tags = ['clinic admin: staff'];
/** I16: the admin's own clinics only; the service answers another clinic's user as unknown. */
const access = { roles: [Role.clinicAdmin], clinic: Clinic.own } as const;

/** B76–B84: the clinic admin's providers and assistants (spec 3 §7 "Clinic admin"). */
export const clinicStaffRoutes =
  (clinicStaff: ClinicStaffService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of ['providers', 'assistants'] as const) {
      app.get(
        `/api/clinic/${kind}`,
        {
          config: { access },
          schema: {
            tags,
            summary: `The ${kind} of the admin's clinic, by keyword and active filter, 15 a page`,
            querystring: StaffQuerySchema,
            response: { 200: StaffPageSchema },
          },
        },
        async (request) => clinicStaff[kind](scoped(request.ctx), request.query),
      );
    }

    app.get(
      '/api/clinic/provider',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A provider of the admin’s clinic, by e-mail',
          querystring: EmailQuerySchema,
          response: { 200: ClinicStaffProviderSchema },
        },
      },
      async (request) => clinicStaff.provider(scoped(request.ctx), request.query.email),
    );

    app.put(
      '/api/clinic/provider',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Edit or (de)activate a provider of the admin’s clinic',
          body: ClinicProviderEditSchema,
          response: { 200: ClinicStaffProviderSchema },
        },
      },
      async (request) => clinicStaff.editProvider(scoped(request.ctx), request.body),
    );

    app.get(
      '/api/clinic/assistant',
      {
        config: { access },
        schema: {
          tags,
          summary: 'An assistant of the admin’s clinic, by e-mail, with its linked providers',
          querystring: EmailQuerySchema,
          response: { 200: AdminAssistantSchema },
        },
      },
      async (request) => clinicStaff.assistant(scoped(request.ctx), request.query.email),
    );

    app.put(
      '/api/clinic/assistant',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Edit, (de)activate or link providers to an assistant of the admin’s clinic',
          body: ClinicAssistantEditSchema,
          response: { 200: AdminAssistantSchema },
        },
      },
      async (request) => clinicStaff.editAssistant(scoped(request.ctx), request.body),
    );
  };
