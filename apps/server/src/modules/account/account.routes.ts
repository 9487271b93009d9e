import { AccountSchema, LoggedUserSchema } from '@clinicall/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { AccountService } from './account.service.js';

const tags = ['account'];
const ownAccount = { roles: 'any', clinic: Clinic.none } as const;

export const accountRoutes =
  (accounts: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account',
      {
        config: { access: ownAccount },
        schema: { tags, summary: 'The signed-in identity', response: { 200: AccountSchema } },
      },
      async (request) => accounts.account(signedIn(request.ctx)),
    );

    app.get(
      '/api/getLoggedUser',
      {
        config: { access: ownAccount },
        schema: {
          tags,
          summary: 'The signed-in identity with profile fields and clinics',
          response: { 200: LoggedUserSchema },
        },
      },
      async (request) => accounts.loggedUser(signedIn(request.ctx)),
    );
  };
