import {
  ClinicAdminEditSchema,
  ClinicAdminInputSchema,
  ClinicAdminSchema,
  EmailQuerySchema,
  StaffPageSchema,
  StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import type { ClinicAdminsService } from './clinic-admins.service.js';
import { superAdminOnly as access } from './super-admin-access.js';

const tags = ['admin: clinic admins'];

/** B71–B75: the super admin's clinic admin endpoints (spec 3 §7). */
export const clinicAdminsRoutes =
  (admins: ClinicAdminsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/clinic/admin',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Add a clinic admin; they get a mail with a link to set their password',
          body: ClinicAdminInputSchema,
          response: { 201: ClinicAdminSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await admins.create(signedIn(request.ctx), request.body)),
    );

    app.get(
      '/api/admin/clinic/admin/:email',
      {
        // Named by a sign-in e-mail, and the update may change it: the credential rule applies.
        config: { access, credentials: true },
        schema: {
          tags,
          summary: 'A clinic admin by e-mail',
          params: EmailQuerySchema,
          response: { 200: ClinicAdminSchema },
        },
      },
      async (request) => admins.get(request.params.email),
    );

    app.put(
      '/api/admin/clinic/admin/:email',
      {
        // Named by a sign-in e-mail, and the update may change it: the credential rule applies.
        config: { access, credentials: true },
        schema: {
          tags,
          summary: 'Edit a clinic admin (a new e-mail waits for its owner’s confirmation)',
          params: EmailQuerySchema,
          body: ClinicAdminEditSchema,
          response: { 200: ClinicAdminSchema },
        },
      },
      async (request) => admins.edit(signedIn(request.ctx), request.params.email, request.body),
    );

    app.get(
      '/api/admin/clinicAdmins',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Clinic admins by keyword, active filter and clinic, 15 a page',
          querystring: StaffQuerySchema,
          response: { 200: StaffPageSchema },
        },
      },
      async (request) => admins.page(request.query),
    );
  };
