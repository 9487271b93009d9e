import { DevMailboxStatusSchema, OutboxMailListSchema } from '@clinicall/shared/dev-mailbox';
import { Role } from '@clinicall/shared/roles';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/mail.js';
import { Clinic } from '../../lib/access/rules.js';

const tags = ['development'];
const superAdminOnly = { roles: [Role.superAdmin], clinic: Clinic.none } as const;

/**
 * The development mailbox: its list exists only outside production and only for the local outbox,
 * and only the super admin reads it: it holds reset links and passcodes of every account. The
 * status route exists everywhere, so the app can tell the super admin whether the list does.
 */
export const outboxRoutes =
  (available: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dev/outbox/status',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Whether this server keeps the development mailbox (super admin)',
          response: { 200: DevMailboxStatusSchema },
        },
      },
      async () => ({ available }),
    );

    if (!available) return;
    app.get(
      '/api/dev/outbox',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Mails in the local outbox, newest first (development only, super admin)',
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: OutboxMailListSchema },
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
