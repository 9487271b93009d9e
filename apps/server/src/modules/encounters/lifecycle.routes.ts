import { Role } from '@clinicall/shared/roles';
import {
  AnswerRequestSchema,
  InMailStatusRequestSchema,
  InMailStatusResponseSchema,
  StatusChangeRequestSchema,
} from '@clinicall/shared/scheduling/lifecycle';
import { EncounterSchema } from '@clinicall/shared/scheduling/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { LifecycleService } from './lifecycle.service.js';

const tags = ['appointments'];
// The service refuses another clinic's appointment (403) and one the caller is no party of (403).
const parties = { roles: [Role.provider, Role.patient], clinic: Clinic.own };

export const lifecycleRoutes =
  (lifecycle: LifecycleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/encounters/status',
      {
        config: { access: parties },
        schema: {
          tags,
          summary:
            'C78, C80, C81: change an appointment’s status along the shared transition table',
          body: StatusChangeRequestSchema,
          response: { 200: EncounterSchema },
        },
      },
      async (request) => lifecycle.change(scoped(request.ctx), request.body),
    );

    for (const status of ['accepted', 'declined'] as const) {
      app.post(
        `/api/encounters/status/${status}`,
        {
          config: { access: parties },
          schema: {
            tags,
            summary: `C78: the separate ${status} call (id and reason)`,
            body: AnswerRequestSchema,
            response: { 200: EncounterSchema },
          },
        },
        async (request) =>
          lifecycle.change(scoped(request.ctx), {
            id: request.body.id,
            status: status === 'accepted' ? 'ACCEPTED' : 'DECLINED',
            cancelReason: request.body.reason,
          }),
      );
    }

    app.post(
      '/api/encounters/status/inMail',
      {
        // I32: the e-mailed token is the credential; the rate limit bounds guessing.
        config: { access: 'open', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'C99: accept or decline a request from its e-mailed link, without sign-in',
          body: InMailStatusRequestSchema,
          response: { 200: InMailStatusResponseSchema },
        },
      },
      async (request) => lifecycle.answerFromMail(request.ctx, request.body),
    );
  };
