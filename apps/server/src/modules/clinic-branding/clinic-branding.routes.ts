import {
  ClinicBrandingSchema,
  OwnCustomUrlSchema,
  type ClinicBranding,
} from '@clinicall/shared/clinic-branding';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import { clinicBrandingRepository as repo } from './clinic-branding.repository.js';

const tags = ['clinics'];
const UserIdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * A19, A20, A51. The custom-URL lookup is open: the branded login page shows it before anyone
 * signs in, and it answers only what that page shows anyway. The lookups by provider and by patient
 * would tell a stranger where a person is cared for, so each answers only the user themselves
 * (any other id is refused alike, whether it exists or not); the web asks it just before signing
 * out, to return to the clinic's page.
 */
export const clinicBrandingRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/clinics/customUrls/:customUrl',
      {
        config: { access: 'open' },
        schema: {
          tags,
          summary: "A clinic's branded login (name and logo) by its custom URL, any case",
          params: z.object({ customUrl: z.string().min(1).max(200) }),
          response: { 200: ClinicBrandingSchema },
        },
      },
      async (request): Promise<ClinicBranding> => {
        const row = await repo.byCustomUrl(db, request.params.customUrl);
        if (!row?.customUrl) throw domainError('NOT_FOUND');
        return { name: row.name, customUrl: row.customUrl, logo: row.logo };
      },
    );

    const ownLookup = (kind: 'provider' | 'patient', roles: readonly Role[], who: string) =>
      app.get(
        `/api/clinics/customUrls/${kind}/:id`,
        {
          config: { access: { roles, clinic: Clinic.none } },
          schema: {
            tags,
            summary: `The custom URL of ${who}'s clinic (the caller's own only)`,
            params: UserIdParams,
            response: { 200: OwnCustomUrlSchema },
          },
        },
        async (request) => {
          const { actor } = signedIn(request.ctx);
          if (actor.userId !== request.params.id) throw domainError('FORBIDDEN');
          return { customUrl: await repo.customUrlOfUser(db, actor.userId) };
        },
      );
    // Assistants and clinic admins are staff of one clinic too: they use the provider lookup.
    ownLookup('provider', [Role.provider, Role.assistant, Role.clinicAdmin], 'a staff member');
    ownLookup('patient', [Role.patient], 'a patient');
  };
