import { Role } from '@clinicall/shared/roles';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/mail.js';
import { Clinic } from '../../lib/access/rules.js';

const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

/**
 * The development mailbox: registered only outside production and only for the local outbox, and
 * only the super admin reads it: it holds reset links and passcodes of every account.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      config: { access: { roles: [Role.superAdmin], clinic: Clinic.none } },
      schema: {
        tags: ['development'],
        summary: 'Mails in the local outbox, newest first (development only, super admin)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.array(OutboxMailSchema) },
      },
    },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(100);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );
};
