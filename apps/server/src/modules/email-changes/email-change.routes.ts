import {
  AgreeInSessionRequestSchema,
  AwaitingAgreementSchema,
  ConfirmEmailChangeRequestSchema,
  ConfirmEmailChangeResponseSchema,
  OwnEmailChangeRequestSchema,
  PendingEmailChangeSchema,
  UndoEmailChangeResponseSchema,
} from '@clinicall/shared/people/email-change';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { EmailChangeService } from './email-change.service.js';

const tags = ['account'];

export const emailChangeRoutes =
  (emailChanges: EmailChangeService): FastifyPluginAsyncZod =>
  async (app) => {
    // The mailed keys are the credential, as for a password reset; limited like those routes.
    const mailedKey = {
      access: 'open',
      rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' },
    } as const;

    app.post(
      '/api/account/email_change',
      {
        config: {
          access: { roles: 'any', clinic: Clinic.none },
          credentials: true,
          rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags,
          summary: 'Issue 19: change one’s own sign-in e-mail, with the current password',
          description:
            'Nothing changes until the link mailed to the new address is opened; then every session ends and the old address gets an undo link. Refused to an acting assistant.',
          body: OwnEmailChangeRequestSchema,
          response: { 202: PendingEmailChangeSchema },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await emailChanges.requestOwn(signedIn(request.ctx), request.body)),
    );

    app.post(
      '/api/account/email_change/confirm',
      {
        config: mailedKey,
        schema: {
          tags,
          summary: 'The link mailed to the new address: it proves possession',
          description: 'The change takes effect (every session ends) once the owner agreed too.',
          security: [],
          body: ConfirmEmailChangeRequestSchema,
          response: { 200: ConfirmEmailChangeResponseSchema },
        },
      },
      async (request) => emailChanges.confirm(request.ctx, request.body.key),
    );

    app.post(
      '/api/account/email_change/agree',
      {
        config: mailedKey,
        schema: {
          tags,
          summary:
            'The link mailed to the current address: the owner agrees to a change staff started',
          security: [],
          body: ConfirmEmailChangeRequestSchema,
          response: { 200: ConfirmEmailChangeResponseSchema },
        },
      },
      async (request) => emailChanges.agree(request.ctx, request.body.key),
    );

    app.get(
      '/api/account/email_change/awaiting_agreement',
      {
        config: { access: { roles: [Role.patient], clinic: Clinic.none }, credentials: true },
        schema: {
          tags,
          summary: 'The e-mail change staff started that waits for this patient’s agreement',
          querystring: AgreeInSessionRequestSchema.partial(),
          response: { 200: AwaitingAgreementSchema },
        },
      },
      async (request) => {
        const ctx = signedIn(request.ctx);
        return emailChanges.awaitingAgreement(ctx, request.query.patientId ?? ctx.actor.userId);
      },
    );

    app.post(
      '/api/account/email_change/agree_in_session',
      {
        config: {
          // The service checks the patient is the caller or a family member they head.
          access: { roles: [Role.patient], clinic: Clinic.none },
          credentials: true,
        },
        schema: {
          tags,
          summary: 'A patient (or their family head) agrees, signed in, to a change staff started',
          querystring: AgreeInSessionRequestSchema.partial(),
          response: { 200: ConfirmEmailChangeResponseSchema },
        },
      },
      async (request) => {
        const ctx = signedIn(request.ctx);
        return emailChanges.agreeInSession(ctx, request.query.patientId ?? ctx.actor.userId);
      },
    );

    app.post(
      '/api/account/email_change/undo',
      {
        config: mailedKey,
        schema: {
          tags,
          summary: 'The link mailed to the old address: restores it and ends every session',
          security: [],
          body: ConfirmEmailChangeRequestSchema,
          response: { 200: UndoEmailChangeResponseSchema },
        },
      },
      async (request) => emailChanges.undo(request.ctx, request.body.key),
    );
  };
