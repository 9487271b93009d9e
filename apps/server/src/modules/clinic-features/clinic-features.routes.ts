import { MyClinicFeaturesSchema } from '@clinicall/shared/clinic-features';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { ClinicFeaturesService } from './clinic-features.service.js';

/** The caller's own clinics only (its memberships): nothing of another clinic is named. */
const ownClinics = { roles: 'any', clinic: Clinic.none } as const;

export const clinicFeaturesRoutes =
  (features: ClinicFeaturesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/clinic-features',
      {
        config: { access: ownClinics },
        schema: {
          tags: ['account'],
          summary: "The feature switches of the caller's clinics, as they stand at this request",
          response: { 200: MyClinicFeaturesSchema },
        },
      },
      async (request) => ({ clinics: await features.ofActor(signedIn(request.ctx).actor) }),
    );
  };
