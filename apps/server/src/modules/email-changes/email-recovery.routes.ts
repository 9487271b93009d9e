import {
  EmailRecoveryRequestSchema,
  PendingEmailChangeSchema,
} from '@clinicall/shared/people/email-change';
import { IdTextSchema } from '@clinicall/shared/ids';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { EmailChangeService } from './email-change.service.js';

/**
 * Issue 19 path 2: a patient who lost access to their current address cannot agree from it; a
 * clinic admin of one of their clinics may start the change instead, with a reason for the audit log.
 */
export const emailRecoveryRoutes =
  (emailChanges: EmailChangeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/patients/:id/email_recovery',
      {
        config: {
          access: { roles: [Role.clinicAdmin], clinic: Clinic.patient('param', 'id') },
          credentials: true,
        },
        schema: {
          tags: ['patients'],
          summary: 'Issue 19: a clinic admin recovers a patient’s sign-in e-mail, with a reason',
          description:
            'The reason is recorded in the audit log; the new address must still confirm; the patient’s sessions end when it does, and the old address gets an undo link.',
          params: z.object({ id: IdTextSchema }),
          body: EmailRecoveryRequestSchema,
          response: { 202: PendingEmailChangeSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await emailChanges.recover(scoped(request.ctx), request.params.id, request.body)),
    );
  };
