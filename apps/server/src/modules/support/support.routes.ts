import { Role } from '@clinicall/shared/roles';
import { SupportTicketSchema } from '@clinicall/shared/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { SupportService } from './support.service.js';

export const supportRoutes =
  (support: SupportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/support/tickets',
      {
        // F133: the Help & Support page is for providers and patients (spec 2 §6).
        config: {
          access: { roles: [Role.provider, Role.patient], clinic: Clinic.none },
          rateLimit: { max: 10, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['support'],
          summary: 'F133: a support ticket, mailed to the configured support address',
          body: SupportTicketSchema,
        },
      },
      async (request, reply) => {
        await support.submit(signedIn(request.ctx), request.body);
        return reply.status(204).send();
      },
    );
  };
