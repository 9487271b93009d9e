import { ErrorResponseSchema } from '@clinicall/shared/errors';
import {
  AccountSchema,
  AuthenticateRequestSchema,
  AuthenticateResponseSchema,
  ChangePasswordRequestSchema,
  FirstTimeChangeRequestSchema,
  LoggedUserSchema,
  RenewPasscodeRequestSchema,
  ResetFinishRequestSchema,
  ResetInitRequestSchema,
  ResetKeyInfoSchema,
} from '@clinicall/shared/identity';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAccountService } from './account.service.js';
import type { IdentityService } from './identity.service.js';
import { normalizeEmail } from './identity.service.js';
import { requestMeta } from './request-meta.js';
import { requireAuth } from '../../lib/require-auth.js';

const Empty = z.object({});
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema };
const tags = ['identity'];

export const identityRoutes =
  (identity: IdentityService): FastifyPluginAsyncZod =>
  async (app) => {
    const accounts = createAccountService(app.db);
    const perMinute = app.config.authRateLimitPerMinute;
    // Limits count per address and typed e-mail, so one clinic behind a NAT does not lock itself out.
    const limitByEmail = {
      max: perMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `${request.ip}|${typeof email === 'string' ? normalizeEmail(email) : ''}`;
      },
    };

    app.post(
      '/api/authenticate',
      {
        config: { public: true, rateLimit: limitByEmail },
        schema: {
          tags,
          summary: 'Sign in; answers a token, or the passcode or first-time-login step',
          description:
            'Send the mailed passcode in the `otp` header to complete the passcode step.',
          security: [],
          body: AuthenticateRequestSchema,
          headers: z.object({ otp: z.string().max(12).optional() }),
          response: { 200: AuthenticateResponseSchema, ...errors },
        },
      },
      async (request) =>
        identity.authenticate(request.body, request.headers.otp, requestMeta(request)),
    );

    app.post(
      '/api/account/renewPasscode',
      {
        config: {
          public: true,
          rateLimit: { ...limitByEmail, max: Math.max(1, Math.ceil(perMinute / 2)) },
        },
        schema: {
          tags,
          summary: 'Mail a new sign-in passcode',
          security: [],
          body: RenewPasscodeRequestSchema,
          response: { 200: Empty, ...errors },
        },
      },
      async (request) => {
        await identity.renewPasscode(
          request.body.email,
          request.body.password,
          requestMeta(request),
        );
        return {};
      },
    );

    app.get(
      '/api/account',
      {
        schema: {
          tags,
          summary: 'The signed-in identity',
          response: { 200: AccountSchema, 401: ErrorResponseSchema },
        },
      },
      async (request) => accounts.account(requireAuth(request)),
    );

    app.get(
      '/api/getLoggedUser',
      {
        schema: {
          tags,
          summary: 'The signed-in identity with profile fields and clinics',
          response: { 200: LoggedUserSchema, 401: ErrorResponseSchema },
        },
      },
      async (request) => accounts.loggedUser(requireAuth(request)),
    );

    app.post(
      '/api/account/change_password',
      {
        schema: {
          tags,
          summary: 'Change the password; every session of the user ends',
          description: 'Takes a JSON body, or the query parameters oldPassword and newPassword.',
          querystring: ChangePasswordRequestSchema.partial(),
          body: ChangePasswordRequestSchema.partial().nullish(),
          response: { 200: Empty, ...errors },
        },
      },
      async (request) => {
        const input = ChangePasswordRequestSchema.parse({ ...request.query, ...request.body });
        await identity.changePassword(requireAuth(request), input, requestMeta(request));
        return {};
      },
    );

    app.post(
      '/api/account/change_password/first_time',
      {
        config: { public: true, rateLimit: limitByEmail },
        schema: {
          tags,
          summary: 'The forced first password change',
          security: [],
          body: FirstTimeChangeRequestSchema,
          response: { 200: Empty, ...errors },
        },
      },
      async (request) => {
        await identity.firstTimeChange(request.body, requestMeta(request));
        return {};
      },
    );

    app.post(
      '/api/account/reset_password/init',
      {
        config: { public: true, rateLimit: limitByEmail },
        schema: {
          tags,
          summary:
            'Mail a password reset link (the answer does not reveal whether the account exists)',
          security: [],
          body: ResetInitRequestSchema,
          response: { 200: Empty, ...errors },
        },
      },
      async (request) => {
        await identity.requestReset(request.body.email, requestMeta(request));
        return {};
      },
    );

    app.get(
      '/api/account/reset_password/mail/:key',
      {
        config: {
          public: true,
          rateLimit: { max: perMinute * 3, timeWindow: '1 minute' },
        },
        schema: {
          tags,
          summary: 'Check a reset key',
          security: [],
          params: z.object({ key: z.string().min(1).max(200) }),
          response: { 200: ResetKeyInfoSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
        },
      },
      async (request) => identity.lookupResetKey(request.params.key),
    );

    app.post(
      '/api/account/reset_password/finish',
      {
        config: { public: true, rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Set a new password with a reset key; every session of the user ends',
          security: [],
          body: ResetFinishRequestSchema,
          response: { 200: Empty, 404: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => {
        await identity.finishReset(request.body, requestMeta(request));
        return {};
      },
    );

    app.post(
      '/api/logout',
      {
        schema: {
          tags,
          summary: 'End the current session',
          response: { 204: z.null(), 401: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        await identity.logout(requireAuth(request), requestMeta(request));
        return reply.status(204).send(null);
      },
    );
  };
