import { AccountSchema, LoggedUserSchema } from '@clinicall/shared/identity';
import { TimeZoneChangeRequestSchema } from '@clinicall/shared/time-zone';
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
        // Issue 20 point 10: the web learns from it that documents wait for acceptance.
        config: { access: ownAccount, duringLegalAcceptance: true },
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

    app.put(
      '/api/account/timeZone',
      {
        config: { access: ownAccount },
        schema: {
          tags,
          summary: "Sets the zone the caller's times are shown in (their own choice only)",
          description:
            'Sign-in sets the zone only for an account that has none; afterwards this is its only ' +
            'writer. Refused (403 ACTING_TIME_ZONE_FORBIDDEN) to an assistant acting as a provider.',
          body: TimeZoneChangeRequestSchema,
          response: { 200: AccountSchema },
        },
      },
      async (request) => accounts.changeTimeZone(signedIn(request.ctx), request.body.timeZone),
    );
  };
