import {
  UsageReportQuerySchema,
  usageReportFileName,
} from '@clinicall/shared/admin-report/usage-report';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { UsageReportService } from './usage-report.service.js';

/** I15: the report spans every clinic: the super admin's alone. */
const superAdminOnly = { roles: [Role.superAdmin], clinic: Clinic.none } as const;

export const usageReportRoutes =
  (service: UsageReportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/report/encounter/csv',
      {
        config: { access: superAdminOnly },
        schema: {
          tags: ['administration'],
          summary: 'B88, I18: the usage report of the days from..to (YYYY-MM-DD), streamed as CSV',
          querystring: UsageReportQuerySchema,
        },
      },
      async (request, reply) => {
        const csv = await service.exportCsv(signedIn(request.ctx), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${usageReportFileName(request.query)}"`,
          )
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
