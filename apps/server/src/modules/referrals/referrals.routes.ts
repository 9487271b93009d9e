import {
  AnswerReferralSchema,
  CreateReferralSchema,
  ReferralDownloadQuerySchema,
  ReferralGrantsSchema,
  ReferralIdParamsSchema,
  ReferralIdQuerySchema,
  ReferralListQuerySchema,
  ReferralPageSchema,
  ReferralPatientPageSchema,
  ReferralPatientsQuerySchema,
  ReferralSchema,
} from '@clinicall/shared/referrals/referrals';
import { IdTextSchema } from '@clinicall/shared/ids';
import { Role } from '@clinicall/shared/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import type { FileExtension } from '../storage/storage.service.js';
import { acceptUploads, replyWithStoredFile } from '../storage/storage.service.js';
import type { UploadPart } from './referral-files.js';
import type { ReferralPatientsService } from './referral-patients.service.js';
import type { ReferralsService } from './referrals.service.js';

const tags = ['referrals'];
/**
 * Providers. Referrals cross clinics by design, so no clinic rule: the service checks the caller's
 * clinics with the network on (F99) and their part in each referral.
 */
const providers = { roles: [Role.provider], clinic: Clinic.none } as const;
/** A referral's parties: the service finds the caller's part in it (others: 404). */
const parties = { roles: [Role.provider, Role.patient], clinic: Clinic.none } as const;

async function* fileParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { fileName: part.filename, stream: part.file };
  }
}

export const referralsRoutes =
  (referrals: ReferralsService, patients: ReferralPatientsService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app);

    app.post(
      '/api/referrals',
      {
        config: { access: providers },
        schema: {
          tags,
          summary: 'F93: refers a patient in the caller’s care to a provider of the network',
          body: CreateReferralSchema,
          response: { 201: ReferralSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await referrals.create(signedIn(request.ctx), request.body)),
    );

    app.post(
      '/api/referrals/attach',
      {
        config: { access: providers },
        schema: {
          tags,
          summary: 'F93: adds files (multipart) to a pending referral the caller sent',
          querystring: ReferralIdQuerySchema,
          response: { 200: ReferralSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw domainError('VALIDATION', 'Please select a file to upload.');
        return referrals.attach(
          signedIn(request.ctx),
          request.query.referralId,
          fileParts(request),
        );
      },
    );

    app.put(
      '/api/referrals',
      {
        config: { access: providers },
        schema: {
          tags,
          summary: 'F90: the receiving provider accepts or declines a pending referral',
          body: AnswerReferralSchema,
          response: { 200: ReferralSchema },
        },
      },
      async (request) =>
        referrals.answer(signedIn(request.ctx), request.body.id, request.body.status),
    );

    app.post(
      '/api/referrals/:id/withdraw',
      {
        config: { access: providers },
        schema: {
          tags,
          summary: 'Issue 22: the referring provider withdraws a pending referral',
          params: ReferralIdParamsSchema,
          response: { 200: ReferralSchema },
        },
      },
      async (request) => referrals.withdraw(signedIn(request.ctx), request.params.id),
    );

    app.post(
      '/api/referrals/:id/revoke',
      {
        config: { access: parties },
        schema: {
          tags,
          summary: 'Issue 22: the referring provider or the patient ends the receiver’s access',
          params: ReferralIdParamsSchema,
          response: { 200: ReferralSchema },
        },
      },
      async (request) => referrals.revoke(signedIn(request.ctx), request.params.id),
    );

    app.get(
      '/api/referrals/provider',
      {
        config: { access: providers, readsPatient: Reads.named('referral') },
        schema: {
          tags,
          summary: 'F87, F92: referrals the provider sent or received, newest first',
          querystring: ReferralListQuerySchema,
          response: { 200: ReferralPageSchema },
        },
      },
      async (request) => referrals.forProvider(signedIn(request.ctx), request.query),
    );

    app.get(
      '/api/referrals/patient',
      {
        config: {
          access: { roles: [Role.patient], clinic: Clinic.none },
          readsPatient: Reads.named('referral'),
        },
        schema: {
          tags,
          summary: 'F91, F92: the signed-in patient’s referrals, newest first',
          querystring: ReferralListQuerySchema,
          response: { 200: ReferralPageSchema },
        },
      },
      async (request) => referrals.forPatient(signedIn(request.ctx), request.query),
    );

    app.get(
      '/api/referrals/download',
      {
        config: {
          access: parties,
          readsPatient: Reads.named('referral-file', Reads.query('referralId')),
        },
        schema: {
          tags,
          summary: 'F94: one of a referral’s files (referral id, file name)',
          querystring: ReferralDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const { referralId, fileName } = request.query;
        const file = await referrals.download(signedIn(request.ctx), referralId, fileName);
        return replyWithStoredFile(reply, app.storage, {
          ...file,
          extension: file.extension as FileExtension,
        });
      },
    );

    app.get(
      '/api/referrals/grants',
      {
        config: {
          access: {
            roles: [Role.provider, Role.patient],
            clinic: Clinic.patient('query', 'patientId', { defaultSelf: true }),
          },
          readsPatient: Reads.ofRule('referral'),
        },
        schema: {
          tags,
          summary: 'Issue 22: who reads the patient through which referral, now',
          querystring: z.object({ patientId: IdTextSchema.optional() }),
          response: { 200: ReferralGrantsSchema },
        },
      },
      async (request) =>
        patients.grants(request.query.patientId ?? signedIn(request.ctx).actor.userId),
    );

    app.get(
      '/api/referrals/:id',
      {
        config: { access: parties, readsPatient: Reads.named('referral', Reads.param('id')) },
        schema: {
          tags,
          summary: 'F92, E54: one referral (its parties only); feeds the print view',
          params: ReferralIdParamsSchema,
          response: { 200: ReferralSchema },
        },
      },
      async (request) => referrals.get(signedIn(request.ctx), request.params.id),
    );

    app.get(
      '/api/patients/referrals/current',
      {
        config: { access: providers, readsPatient: Reads.named('roster') },
        schema: {
          tags,
          summary: 'F96: the caller’s patients to choose whom to refer, 10 per page',
          querystring: ReferralPatientsQuerySchema,
          response: { 200: ReferralPatientPageSchema },
        },
      },
      async (request) => patients.patients(signedIn(request.ctx), request.query),
    );
  };
