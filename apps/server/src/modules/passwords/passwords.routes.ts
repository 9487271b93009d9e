import {
  ChangePasswordRequestSchema,
  FirstTimeChangeRequestSchema,
  ResetFinishRequestSchema,
  ResetInitRequestSchema,
  ResetKeyInfoSchema,
} from '@clinicall/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { limitByEmail } from '../../lib/auth-rate-limit.js';
import type { PasswordsService } from './passwords.service.js';

const Empty = z.object({});
const tags = ['passwords'];

export const passwordsRoutes =
  (passwords: PasswordsService): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = app.config.authRateLimitPerMinute;

    app.post(
      '/api/account/change_password',
      {
        config: { access: { roles: 'any', clinic: Clinic.none }, credentials: true },
        schema: {
          tags,
          summary: 'Change the password; every session of the user ends',
          description: 'Takes a JSON body, or the query parameters oldPassword and newPassword.',
          querystring: ChangePasswordRequestSchema.partial(),
          body: ChangePasswordRequestSchema.partial().nullish(),
          response: { 200: Empty },
        },
      },
      async (request) => {
        const input = ChangePasswordRequestSchema.parse({ ...request.query, ...request.body });
        await passwords.changePassword(signedIn(request.ctx), input);
        return {};
      },
    );

    app.post(
      '/api/account/change_password/first_time',
      {
        config: { access: 'open', rateLimit: limitByEmail(perMinute) },
        schema: {
          tags,
          summary: 'The forced first password change',
          security: [],
          body: FirstTimeChangeRequestSchema,
          response: { 200: Empty },
        },
      },
      async (request) => {
        await passwords.firstTimeChange(request.ctx, request.body);
        return {};
      },
    );

    app.post(
      '/api/account/reset_password/init',
      {
        config: { access: 'open', rateLimit: limitByEmail(perMinute) },
        schema: {
          tags,
          summary:
            'Mail a password reset link (the answer does not reveal whether the account exists)',
          security: [],
          body: ResetInitRequestSchema,
          response: { 200: Empty },
        },
      },
      async (request) => {
        await passwords.requestReset(request.ctx, request.body.email);
        return {};
      },
    );

    app.get(
      '/api/account/reset_password/mail/:key',
      {
        config: { access: 'open', rateLimit: { max: perMinute * 3, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Check a reset key',
          security: [],
          params: z.object({ key: z.string().min(1).max(200) }),
          response: { 200: ResetKeyInfoSchema },
        },
      },
      async (request) => passwords.lookupResetKey(request.ctx, request.params.key),
    );

    app.post(
      '/api/account/reset_password/finish',
      {
        config: { access: 'open', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Set a new password with a reset key; every session of the user ends',
          security: [],
          body: ResetFinishRequestSchema,
          response: { 200: Empty },
        },
      },
      async (request) => {
        await passwords.finishReset(request.ctx, request.body);
        return {};
      },
    );
  };
