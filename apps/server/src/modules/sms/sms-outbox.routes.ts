import { Role } from '@clinicall/shared/roles';
import { OutboxSmsListSchema } from '@clinicall/shared/room-access/sms-outbox';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsOutbox } from '../../db/schema/room-access.js';
import { Clinic } from '../../lib/access/rules.js';

/**
 * The development SMS outbox, like the mail one: only outside production, only for the local
 * outbox, only for the super admin (the messages carry room links).
 */
export const smsOutboxRoutes =
  (available: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    if (!available) return;
    app.get(
      '/api/dev/sms-outbox',
      {
        config: { access: { roles: [Role.superAdmin], clinic: Clinic.none } },
        schema: {
          tags: ['development'],
          summary: 'Text messages in the local SMS outbox, newest first (development, super admin)',
          querystring: z.object({ to: z.string().max(32).optional() }),
          response: { 200: OutboxSmsListSchema },
        },
      },
      async (request) => {
        const to = request.query.to?.trim();
        const rows = await app.db
          .select()
          .from(smsOutbox)
          .where(to ? eq(smsOutbox.to, to) : undefined)
          .orderBy(desc(smsOutbox.id))
          .limit(100);
        return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      },
    );
  };
