import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainError } from '../../lib/domain-error.js';
import type { FileStorage } from '../storage/storage.service.js';
import type { AdminClinicsService } from './admin-clinics.service.js';
import { LOGO_PATH_PREFIX, logoKey } from './clinic-uploads.js';

const TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
const LogoFile = z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/);

/**
 * A19, B38, B52: a clinic's logos are shown on its branded login page and its experience images on
 * its guide, before anyone signs in, so they are open. Each stored logo has a new random name, so an answer never changes and is cached for good.
 */
export const clinicLogoRoutes =
  (deps: { clinics: AdminClinicsService; storage: FileStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${LOGO_PATH_PREFIX}:file`,
      {
        config: { access: 'open' },
        schema: {
          tags: ['clinics'],
          summary:
            "A clinic's login or top logo, or an uploaded experience image (the addresses customLogo, customTopLogo and storageUrls give)",
          params: z.object({ file: LogoFile }),
        },
      },
      async (request, reply) => {
        const path = `${LOGO_PATH_PREFIX}${request.params.file}`;
        if (!(await deps.clinics.logoInUse(path))) throw domainError('NOT_FOUND');
        const extension = request.params.file.split('.').pop() as keyof typeof TYPES;
        return reply
          .header('content-type', TYPES[extension])
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .send(await deps.storage.read(logoKey(path)));
      },
    );
  };
