import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/mail.js';
import { escapeHtml } from '../../lib/escape-html.js';

const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

/** The development mailbox: registered only outside production and only for the local outbox. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (to?: string) => {
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(100);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  };

  app.get(
    '/api/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'Mails in the local outbox, newest first (development only)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.array(OutboxMailSchema) },
      },
    },
    async (request) => list(request.query.to),
  );

  app.get(
    '/dev/mailbox',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => {
      const mails = await list();
      const items = mails
        .map(
          (
            m,
          ) => `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${m.createdAt}</p>
<iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe></article>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clinicall development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}iframe{width:100%;height:260px;border:1px solid #dee2e6;border-radius:8px}article{margin-bottom:2rem}</style></head>
<body><main><h1>Development mailbox</h1>${items || '<p>No mail yet.</p>'}</main></body></html>`,
      );
    },
  );
};
