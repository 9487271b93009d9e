import {
  ConfirmEmailChangeRequestSchema,
  ConfirmEmailChangeResponseSchema,
} from '@clinicall/shared/people/email-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmailChangeService } from './email-change.service.js';

export const emailChangeRoutes =
  (emailChanges: EmailChangeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/account/email_change/confirm',
      {
        // The mailed key is the credential, as for a password reset; limited like those routes.
        config: {
          access: 'open',
          rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['patients'],
          summary: 'Confirm a pending e-mail change from its mailed link; every session ends',
          security: [],
          body: ConfirmEmailChangeRequestSchema,
          response: { 200: ConfirmEmailChangeResponseSchema },
        },
      },
      async (request) => emailChanges.confirm(request.ctx, request.body.key),
    );
  };
