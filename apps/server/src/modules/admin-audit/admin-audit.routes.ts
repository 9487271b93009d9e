import {
  AdminAuditFilterSchema,
  AdminAuditPageSchema,
  AdminAuditQuerySchema,
} from '@clinicall/shared/admin-audit/admin-audit';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { AdminAuditService } from './admin-audit.service.js';

const tags = ['administration'];
/** I15: every clinic's admin actions: the super admin's alone. */
const superAdminOnly = { roles: [Role.superAdmin], clinic: Clinic.none } as const;

const csvName = () => `admin-audit-${new Date().toISOString().slice(0, 10)}.csv`;

export const adminAuditRoutes =
  (service: AdminAuditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/audit',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Issue 20 point 8: admin actions, newest first, by clinic, actor and dates',
          querystring: AdminAuditQuerySchema,
          response: { 200: AdminAuditPageSchema },
        },
      },
      async (request) => service.search(request.query),
    );

    app.get(
      '/api/admin/audit.csv',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Issue 20 point 8: the same search as a CSV download, streamed',
          querystring: AdminAuditFilterSchema,
        },
      },
      async (request, reply) => {
        const csv = await service.exportCsv(signedIn(request.ctx), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvName()}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
