import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { IdTextSchema } from '@clinicall/shared/ids';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { AdminProviderPhotoService } from './admin-provider-photo.service.js';
import { superAdminOnly as access } from './super-admin-access.js';

const tags = ['admin: providers'];
const params = z.object({ id: IdTextSchema });

/** B64, B94: the provider form's photo, set and removed by the super admin. */
export const adminProviderPhotoRoutes =
  (deps: {
    photos: AdminProviderPhotoService;
    acceptUploads: (app: FastifyInstance) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    await deps.acceptUploads(app);

    app.put(
      '/api/admin/providers/:id/photo',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A provider’s new photo (multipart `file`: JPG, PNG, GIF or WebP)',
          consumes: ['multipart/form-data'],
          params,
          response: { 200: z.object({ imagePath: z.string() }) },
        },
      },
      async (request) => {
        const file = await request.file();
        if (!file) throw domainError('VALIDATION', M.photoRequired);
        return deps.photos.replace(signedIn(request.ctx), request.params.id, {
          fileName: file.filename,
          stream: file.file,
        });
      },
    );

    app.delete(
      '/api/admin/providers/:id/photo',
      {
        config: { access },
        schema: { tags, summary: 'Removes a provider’s photo', params },
      },
      async (request, reply) => {
        await deps.photos.remove(signedIn(request.ctx), request.params.id);
        return reply.code(204).send();
      },
    );
  };
