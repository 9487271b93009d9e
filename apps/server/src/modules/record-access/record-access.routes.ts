import {
  AccessLogFilterSchema,
  AccessLogPageSchema,
  AccessLogQuerySchema,
  RecordVisitPageSchema,
  RecordVisitsQuerySchema,
} from '@clinicall/shared/record-access/record-access';
import { IdTextSchema } from '@clinicall/shared/ids';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { RecordAccessService } from './record-access.service.js';

const tags = ['record access'];
const ClinicParamsSchema = z.object({ id: IdTextSchema });
/** Only the clinic's own admins: a clinic's log names its patients and its staff's habits. */
const clinicAdminOf = { roles: [Role.clinicAdmin], clinic: Clinic.param('id') };

/** The day's date in the file name, so successive downloads do not overwrite each other. */
const csvName = (clinicId: number) =>
  `access-log-clinic-${clinicId}-${new Date().toISOString().slice(0, 10)}.csv`;

export const recordAccessRoutes =
  (service: RecordAccessService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/patients/recordViews',
      {
        // The patient, or the family account holder naming a family member they head.
        config: {
          access: {
            roles: [Role.patient],
            clinic: Clinic.patient('query', 'patientId', { defaultSelf: true }),
          },
        },
        schema: {
          tags,
          summary: 'Issue 19 path 5: who opened the patient’s record and when, newest first',
          querystring: RecordVisitsQuerySchema,
          response: { 200: RecordVisitPageSchema },
        },
      },
      async (request) => service.visits(scoped(request.ctx), request.query),
    );

    app.get(
      '/api/clinic/:id/accessLog',
      {
        config: { access: clinicAdminOf },
        schema: {
          tags,
          summary: 'Issue 19 path 5: the clinic’s reads of patient data, searched and paged',
          params: ClinicParamsSchema,
          querystring: AccessLogQuerySchema,
          response: { 200: AccessLogPageSchema },
        },
      },
      async (request) => service.search(scoped(request.ctx), request.params.id, request.query),
    );

    app.get(
      '/api/clinic/:id/accessLog.csv',
      {
        config: { access: clinicAdminOf },
        schema: {
          tags,
          summary: 'Issue 19 path 5: the same search as a CSV download, streamed',
          params: ClinicParamsSchema,
          querystring: AccessLogFilterSchema,
        },
      },
      async (request, reply) => {
        const csv = await service.exportCsv(scoped(request.ctx), request.params.id, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvName(request.params.id)}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
