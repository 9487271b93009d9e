import {
  ParentClinicInputSchema,
  ParentClinicQuerySchema,
  ParentClinicSchema,
  ParentClinicUpdateSchema,
} from '@clinicall/shared/admin-clinic';
import { IdTextSchema } from '@clinicall/shared/ids';
import { pageSchema } from '@clinicall/shared/paging';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { ParentClinicsService } from './parent-clinics.service.js';

const tags = ['admin: parent accounts'];
/** I15: the super admin only. */
const superAdmin = { access: { roles: [Role.superAdmin], clinic: Clinic.none } };

export const parentClinicsRoutes =
  (parents: ParentClinicsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/parentClinic',
      {
        config: superAdmin,
        schema: {
          tags,
          summary:
            'B55: a page of parent accounts (query; active shown, inactive hidden by default)',
          querystring: ParentClinicQuerySchema,
          response: { 200: pageSchema(ParentClinicSchema) },
        },
      },
      async (request) => parents.find(request.query),
    );

    app.get(
      '/api/admin/parentClinic/:id',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B58: one parent account, for its edit form',
          params: z.object({ id: IdTextSchema }),
          response: { 200: ParentClinicSchema },
        },
      },
      async (request) => parents.get(request.params.id),
    );

    app.post(
      '/api/admin/parentClinic',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B56, B57: adds a parent account',
          body: ParentClinicInputSchema,
          response: { 200: ParentClinicSchema },
        },
      },
      async (request) => parents.create(signedIn(request.ctx), request.body),
    );

    app.put(
      '/api/admin/parentClinic',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B58, B59: saves a parent account (its id in the body)',
          body: ParentClinicUpdateSchema,
          response: { 200: ParentClinicSchema },
        },
      },
      async (request) => parents.update(signedIn(request.ctx), request.body.id, request.body),
    );
  };
