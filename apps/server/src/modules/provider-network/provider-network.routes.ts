import {
  ProviderPageSchema,
  ProviderRelationshipBodySchema,
  ProviderSearchQuerySchema,
} from '@clinicall/shared/provider-network/provider-network';
import { IdTextSchema } from '@clinicall/shared/ids';
import { ProviderProfileSchema } from '@clinicall/shared/people/provider-profile';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { ProviderFilter } from './provider-search.repository.js';
import type { ProviderNetworkService } from './provider-network.service.js';

const tags = ['provider-network'];
/**
 * Providers only. The network spans clinics by design, so no clinic rule: the service's scope is
 * the caller's clinics that have the network on (F99).
 */
const access = { roles: [Role.provider], clinic: Clinic.none } as const;

/** Each search route of F100 and F102, and what it fixes of the shared filter. */
const searches: { url: string; summary: string; fixed: Partial<ProviderFilter> }[] = [
  {
    url: '/api/providerRelationships',
    summary: 'F100: my connections in my own clinics ("Only My Clinic" on)',
    fixed: { connections: true, onlyMyClinic: true },
  },
  {
    url: '/api/AllproviderRelationships',
    summary: 'F100: all my connections ("Only My Clinic" off)',
    fixed: { connections: true },
  },
  {
    url: '/api/searchInProviders',
    summary: 'F102: the provider network by keyword, with "Only My Clinic"',
    fixed: {},
  },
  {
    url: '/api/searchInProvidersOnRel',
    summary: 'F102: the provider network with "Only My Clinic" and "Only Non-Connections"',
    fixed: {},
  },
  {
    url: '/api/providers/search/',
    summary: 'F102: providers of my clinics (keyword, specialty, isPreferred, hasParentClinic)',
    fixed: { onlyMyClinic: true },
  },
  {
    url: '/api/providers/network/search/',
    summary:
      'F102: providers across the network (keyword, specialty, isPreferred, hasParentClinic)',
    fixed: {},
  },
];

export const providerNetworkRoutes =
  (network: ProviderNetworkService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const { url, summary, fixed } of searches) {
      app.get(
        url,
        {
          config: { access },
          schema: {
            tags,
            summary,
            querystring: ProviderSearchQuerySchema,
            response: { 200: ProviderPageSchema },
          },
        },
        async (request) => {
          const { page, onlyNonConnections, ...rest } = request.query;
          const filter: ProviderFilter = {
            ...rest,
            ...(onlyNonConnections ? { connections: false } : {}),
            ...fixed,
          };
          return network.search(signedIn(request.ctx), filter, page);
        },
      );
    }

    app.get(
      '/api/providers/network/:id/profile',
      {
        config: { access },
        schema: {
          tags,
          summary: 'F103: a provider of the network, as a colleague sees them ("View profile")',
          params: z.object({ id: IdTextSchema }),
          response: { 200: ProviderProfileSchema },
        },
      },
      async (request) => network.profile(signedIn(request.ctx), request.params.id),
    );

    app.post(
      '/api/addProviderRelationship',
      {
        config: { access },
        schema: {
          tags,
          summary: 'F105: connects with a provider of the network',
          body: ProviderRelationshipBodySchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await network.connect(signedIn(request.ctx), request.body.providerId);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/removeProviderRelationship',
      {
        config: { access },
        schema: {
          tags,
          summary: 'F105: removes a connection',
          body: ProviderRelationshipBodySchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await network.disconnect(signedIn(request.ctx), request.body.providerId);
        return { ok: true as const };
      },
    );
  };
