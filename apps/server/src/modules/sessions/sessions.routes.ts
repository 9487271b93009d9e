import {
  AuthenticateRequestSchema,
  AuthenticateResponseSchema,
  RenewPasscodeRequestSchema,
} from '@clinicall/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { limitByEmail } from '../../lib/auth-rate-limit.js';
import type { SessionsService } from './sessions.service.js';

const tags = ['sessions'];

export const sessionsRoutes =
  (sessions: SessionsService): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = app.config.authRateLimitPerMinute;

    app.post(
      '/api/authenticate',
      {
        config: { access: 'open', rateLimit: limitByEmail(perMinute) },
        schema: {
          tags,
          summary: 'Sign in; answers a token, or the passcode or first-time-login step',
          description:
            'Send the mailed passcode in the `otp` header to complete the passcode step.',
          security: [],
          body: AuthenticateRequestSchema,
          headers: z.object({ otp: z.string().max(12).optional() }),
          response: { 200: AuthenticateResponseSchema },
        },
      },
      async (request) => sessions.authenticate(request.ctx, request.body, request.headers.otp),
    );

    app.post(
      '/api/account/renewPasscode',
      {
        config: {
          access: 'open',
          rateLimit: limitByEmail(Math.max(1, Math.ceil(perMinute / 2))),
        },
        schema: {
          tags,
          summary: 'Mail a new sign-in passcode',
          security: [],
          body: RenewPasscodeRequestSchema,
          response: { 200: z.object({}) },
        },
      },
      async (request) => {
        await sessions.renewPasscode(request.ctx, request.body.email, request.body.password);
        return {};
      },
    );

    app.post(
      '/api/logout',
      {
        // Issue 20 point 10: signing out is always possible, even before accepting new documents.
        config: { access: { roles: 'any', clinic: Clinic.none }, duringLegalAcceptance: true },
        schema: {
          tags,
          summary: 'End the current session',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await sessions.logout(signedIn(request.ctx));
        return reply.status(204).send(null);
      },
    );
  };
