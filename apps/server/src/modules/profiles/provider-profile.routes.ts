import {
  ProviderProfileFieldsSchema,
  ProviderProfileSchema,
  type ProviderProfileFields,
} from '@clinicall/shared/people/provider-profile';
import { ALL_ROLES, Role } from '@clinicall/shared/roles';
import { photoPath } from '@clinicall/shared/people/photo-path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import { PhotoQuerySchema, replyWithPhoto } from '../../lib/photo-reply.js';
import type { PhotoService } from '../patients/photo.service.js';
import { sameEmail, type ProviderProfileService } from './provider-profile.service.js';
import { IdTextSchema } from '@clinicall/shared/ids';

const tags = ['providers'];
const ProviderIdParamsSchema = z.object({ id: IdTextSchema });

/**
 * Everyone who works with or books a provider: colleagues, assistants, clinic admins and patients
 * of one of the provider's clinics (the service checks which), and the super admin.
 */
const readers = {
  roles: ALL_ROLES.filter((role) => role !== Role.invited),
  clinic: Clinic.own,
};

export const providerProfileRoutes =
  (deps: {
    profiles: ProviderProfileService;
    photos: Pick<PhotoService, 'read' | 'replace'>;
    /** Lets this plugin's routes read multipart uploads (the storage module's). */
    acceptUploads: (app: FastifyInstance) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { profiles, photos } = deps;
    await deps.acceptUploads(app);

    app.get(
      '/api/providers/:id/profile',
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'F50, F136: a provider profile',
          params: ProviderIdParamsSchema,
          response: { 200: ProviderProfileSchema },
        },
      },
      async (request) => profiles.get(scoped(request.ctx), request.params.id),
    );

    app.get(
      '/api/providers/:id/photo',
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'A provider’s photo (JPEG), for those who may read their profile',
          params: ProviderIdParamsSchema,
          querystring: PhotoQuerySchema,
        },
      },
      async (request, reply) => {
        const key = await profiles.photoKey(scoped(request.ctx), request.params.id);
        return replyWithPhoto(request, reply, photos, key, request.query.v);
      },
    );

    app.put(
      '/api/providers/profile',
      {
        config: {
          access: { roles: [Role.provider], clinic: Clinic.none },
          // Issue 19 path 3: a new e-mail here is a change of the sign-in identity.
          credentials: (request) =>
            !sameEmail(
              (request.body as ProviderProfileFields).email,
              request.ctx.actor?.email ?? '',
            ),
        },
        schema: {
          tags,
          summary: 'F49, F50: saves the signed-in provider’s profile',
          description:
            'The e-mail must stay the sign-in e-mail: it changes through POST /account/email_change.',
          body: ProviderProfileFieldsSchema,
          response: { 200: ProviderProfileSchema },
        },
      },
      async (request) => profiles.save(signedIn(request.ctx), request.body),
    );

    app.post(
      '/api/providers/photo',
      {
        // F50: the provider changes their own photo (the spec's updateFullProfile with a photo).
        config: { access: { roles: [Role.provider], clinic: Clinic.none } },
        schema: {
          tags,
          summary: 'F40, F41, F50: replaces the signed-in provider’s photo (multipart)',
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ imagePath: z.string() }) },
        },
      },
      async (request) => {
        const ctx = signedIn(request.ctx);
        const file = await request.file();
        if (!file) throw domainError('VALIDATION', 'Choose a photo to upload.');
        const key = await photos.replace(ctx.actor.userId, {
          fileName: file.filename,
          stream: file.file,
        });
        await ctx.audit('provider.photo-updated');
        return { imagePath: photoPath({ id: ctx.actor.userId, role: Role.provider }, key) ?? '' };
      },
    );
  };
