import { ExperienceGuideSchema, OwnGuideSchema } from '@clinicall/shared/experience-guide';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import { guideHashes } from './guide-hash.js';
import { experienceGuideRepository as repo } from './experience-guide.repository.js';

const tags = ['clinics'];

/**
 * B53, I25. The guide is open: its hash is the credential, and it shows only what the clinic
 * publishes to its patients (link names and addresses). A bad hash, or a clinic whose experience
 * builder is off, answers 404 alike.
 */
export const experienceGuideRoutes =
  (deps: { db: Db; hmacSecret: Uint8Array }): FastifyPluginAsyncZod =>
  async (app) => {
    const hashes = guideHashes(deps.hmacSecret);

    app.get(
      '/api/guide',
      {
        config: { access: 'open' },
        schema: {
          tags,
          summary: "A clinic's experience guide by its hash",
          querystring: z.object({ hash: z.string().max(80) }),
          response: { 200: ExperienceGuideSchema },
        },
      },
      async (request) => {
        const clinicId = hashes.clinicOf(request.query.hash);
        const guide = clinicId === null ? null : await repo.guideOf(deps.db, clinicId);
        if (!guide) throw domainError('NOT_FOUND');
        return guide;
      },
    );

    app.get(
      '/api/guide/own',
      {
        config: { access: { roles: [Role.patient], clinic: Clinic.none } },
        schema: {
          tags,
          summary: "The signed-in patient's experience guide hash, or null",
          response: { 200: OwnGuideSchema },
        },
      },
      async (request) => {
        const clinicId = await repo.guideClinicOfPatient(
          deps.db,
          signedIn(request.ctx).actor.userId,
        );
        return { hash: clinicId === null ? null : hashes.of(clinicId) };
      },
    );
  };
