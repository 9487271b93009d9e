import { Role } from '@clinicall/shared/roles';
import {
  SSO_AUTHORIZATION_TTL_MINUTES,
  SsoProviderCreateSchema,
  SsoProviderIdParamsSchema,
  SsoProviderSchema,
  SsoProviderUpdateSchema,
  SsoTestStartSchema,
} from '@clinicall/shared/sso';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { setStateCookie } from './sso-cookie.js';
import type { SsoProvidersService } from './sso-providers.service.js';

const tags = ['admin: single sign-on'];
const superAdminOnly = { roles: [Role.superAdmin], clinic: Clinic.none } as const;

/** The super admin's identity providers (issue 20 point 6). Answers never carry the secret. */
export const ssoAdminRoutes =
  (providers: SsoProvidersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/sso/providers',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Identity providers for single sign-on',
          response: { 200: z.array(SsoProviderSchema) },
        },
      },
      async () => providers.list(),
    );

    app.post(
      '/api/admin/sso/providers',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Add an identity provider (the client secret is stored encrypted)',
          body: SsoProviderCreateSchema,
          response: { 201: SsoProviderSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await providers.create(signedIn(request.ctx), request.body)),
    );

    app.put(
      '/api/admin/sso/providers/:id',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Edit an identity provider; an empty client secret keeps the stored one',
          params: SsoProviderIdParamsSchema,
          body: SsoProviderUpdateSchema,
          response: { 200: SsoProviderSchema },
        },
      },
      async (request) => providers.update(signedIn(request.ctx), request.params.id, request.body),
    );

    app.post(
      '/api/admin/sso/providers/:id/test',
      {
        config: { access: superAdminOnly },
        schema: {
          tags,
          summary: 'Test connection: discovery, and a sign-in round trip to open in a new tab',
          params: SsoProviderIdParamsSchema,
          response: { 200: SsoTestStartSchema },
        },
      },
      async (request, reply) => {
        const started = await providers.startTest(signedIn(request.ctx), request.params.id);
        setStateCookie(reply, started.state, SSO_AUTHORIZATION_TTL_MINUTES * 60);
        return {
          issuer: started.issuer,
          authorizationEndpoint: started.authorizationEndpoint,
          authorizationUrl: started.url,
        };
      },
    );
  };
