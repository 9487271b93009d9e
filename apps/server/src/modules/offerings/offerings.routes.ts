import { Role } from '@clinicall/shared/roles';
import {
  OfferingsQuerySchema,
  OfferingsSchema,
  SaveOfferingsRequestSchema,
} from '@clinicall/shared/scheduling/offerings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { OfferingsService } from './offerings.service.js';

const tags = ['offerings'];

export const offeringsRoutes =
  (offerings: OfferingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/providers/offering',
      {
        // A provider reads their own; with ?email (I6) a patient or colleague reads a provider of
        // their clinics' (the service refuses one outside them).
        config: { access: { roles: [Role.provider, Role.patient], clinic: Clinic.own } },
        schema: {
          tags,
          summary: 'C4, I6: offerings of the signed-in provider, or of a provider by e-mail',
          querystring: OfferingsQuerySchema,
          response: { 200: OfferingsSchema },
        },
      },
      async (request) => offerings.get(scoped(request.ctx), request.query.email),
    );

    for (const method of ['POST', 'PUT'] as const) {
      app.route({
        method,
        url: '/api/providers/offering',
        // The provider's own offerings; the in-office rule reads their clinics itself.
        config: { access: { roles: [Role.provider], clinic: Clinic.none } },
        schema: {
          tags,
          summary: 'C4, C8–C13: saves the signed-in provider’s offerings and video types',
          body: SaveOfferingsRequestSchema,
          response: { 200: OfferingsSchema },
        },
        handler: async (request) => offerings.save(signedIn(request.ctx), request.body),
      });
    }
  };
