import { PartnerKeySchema, SIMULATOR_PARTNER_KEY } from '@clinicall/shared/monitoring/partners';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import type { PartnerCredentials } from './partner-credentials.js';

/**
 * Issue 23: the super admin issues (or replaces) a partner's ingest secret and hands it to the
 * partner; it is answered once and stored sealed. Connecting a real partner needs no code.
 */
export const partnerSecretsRoutes =
  (deps: { db: Db; credentials: PartnerCredentials }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/monitoring/partners/:key/secret',
      {
        config: { access: { roles: [Role.superAdmin], clinic: Clinic.none } },
        schema: {
          tags: ['monitoring'],
          summary: 'Issue 23: issues a partner’s ingest signing secret (replaces the old one)',
          params: z.object({ key: z.union([PartnerKeySchema, z.literal(SIMULATOR_PARTNER_KEY)]) }),
          response: { 200: z.object({ partner: z.string(), secret: z.string() }) },
        },
      },
      async (request) => {
        const ctx = signedIn(request.ctx);
        const { key } = request.params;
        const secret = await deps.db.transaction(async (tx) => {
          const partner = await deps.credentials.partnerByKey(tx, key);
          if (!partner) throw domainError('NOT_FOUND');
          const issued = await deps.credentials.issue(tx, partner.id, ctx.actor.userId);
          await ctx.audit('admin.monitoring.partner-secret', { detail: { partner: key } }, tx);
          return issued;
        });
        return { partner: key, secret };
      },
    );
  };
