import {
  AttachmentDownloadQuerySchema,
  AttachmentFileTypesSchema,
  AttachmentPageSchema,
  AttachmentSearchQuerySchema,
  AttachmentUploadQuerySchema,
  ForbiddenAttachSchema,
  JoinRequestBodySchema,
  OwnAttachmentSearchQuerySchema,
  OwnPatientIdQuerySchema,
  PatientIdQuerySchema,
  UploadedAttachmentsSchema,
} from '@clinicall/shared/patient-attachments';
import { Role } from '@clinicall/shared/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { scoped } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import { acceptUploads, replyWithStoredFile } from '../storage/storage.service.js';
import { patientAttachmentsRepository } from './patient-attachments.repository.js';
import type { PatientAttachmentsService, UploadPart } from './patient-attachments.service.js';

const tags = ['patient-attachments'];

/** Staff of a clinic the patient belongs to; the patient themselves or the family head. */
const staffOrSelf = {
  roles: [Role.provider, Role.patient],
  clinic: Clinic.patient('query', 'patientId', { defaultSelf: true }),
};
/** Providers of a clinic the patient belongs to. */
const staffOfPatient = { roles: [Role.provider], clinic: Clinic.patient('query', 'patientId') };
/** The signed-in patient, for themselves or (by `patientId`) a family member they head. */
const patientSelf = {
  roles: [Role.patient],
  clinic: Clinic.patient('query', 'patientId', { defaultSelf: true }),
};

/** The file parts of a multipart request, in order; other fields are ignored. */
async function* fileParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { fileName: part.filename, stream: part.file };
  }
}

const attachmentClinic = async (request: FastifyRequest, db: Db) => {
  const id = Number((request.query as { id?: string }).id);
  return Number.isSafeInteger(id) ? patientAttachmentsRepository.clinicOf(db, id) : null;
};

export const patientAttachmentsRoutes =
  (attachments: PatientAttachmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app);

    app.post(
      '/api/patients/attachments',
      {
        config: { access: staffOrSelf },
        schema: {
          tags,
          summary: 'F52, F59, F60: uploads files (multipart) to a patient’s attachments',
          querystring: AttachmentUploadQuerySchema,
          response: { 201: UploadedAttachmentsSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw domainError('VALIDATION', 'Please select a file to upload.');
        const created = await attachments.upload(
          scoped(request.ctx),
          request.query,
          fileParts(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/api/attachment/search',
      {
        config: { access: staffOfPatient, readsPatient: Reads.ofRule('attachments') },
        schema: {
          tags,
          summary: 'F53: a page of a patient’s attachments (search, file type, sort), 20 per page',
          querystring: AttachmentSearchQuerySchema,
          response: { 200: AttachmentPageSchema },
        },
      },
      async (request) => attachments.search(scoped(request.ctx), request.query),
    );

    app.get(
      '/api/attachment/fileTypes',
      {
        config: { access: staffOfPatient },
        schema: {
          tags,
          summary: 'F53: the file types among a patient’s attachments',
          querystring: PatientIdQuerySchema,
          response: { 200: AttachmentFileTypesSchema },
        },
      },
      async (request) => attachments.fileTypes(scoped(request.ctx), request.query.patientId),
    );

    app.get(
      '/api/attachment/patient/search',
      {
        config: { access: patientSelf, readsPatient: Reads.ofRule('attachments') },
        schema: {
          tags,
          summary: 'F56: a page of the signed-in patient’s own attachments (or a family member’s)',
          querystring: OwnAttachmentSearchQuerySchema,
          response: { 200: AttachmentPageSchema },
        },
      },
      async (request) => attachments.search(scoped(request.ctx), request.query),
    );

    app.get(
      '/api/attachment/patient/fileTypes',
      {
        config: { access: patientSelf },
        schema: {
          tags,
          summary: 'F56: the file types among the signed-in patient’s own attachments',
          querystring: OwnPatientIdQuerySchema,
          response: { 200: AttachmentFileTypesSchema },
        },
      },
      async (request) => attachments.fileTypes(scoped(request.ctx), request.query.patientId),
    );

    app.get(
      '/api/attachment/download',
      {
        config: {
          access: { roles: [Role.provider, Role.patient], clinic: Clinic.record(attachmentClinic) },
          readsPatient: Reads.named('attachment', Reads.query('id')),
        },
        schema: {
          tags,
          summary: 'F54: streams one attachment as a download (Content-Disposition)',
          querystring: AttachmentDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await attachments.download(scoped(request.ctx), request.query.id);
        return replyWithStoredFile(reply, app.storage, file);
      },
    );

    app.get(
      '/api/attachment/hasForbiddenAttach',
      {
        // Over the caller's own clinics: a patient outside them is the answer, not a refusal.
        config: { access: { roles: [Role.provider], clinic: Clinic.own } },
        schema: {
          tags,
          summary: 'F57, F61: whether the caller is kept from a patient’s attachments',
          querystring: PatientIdQuerySchema,
          response: { 200: ForbiddenAttachSchema },
        },
      },
      async (request) => attachments.forbiddenState(scoped(request.ctx), request.query.patientId),
    );

    app.post(
      '/api/attachment/joinRequest',
      {
        config: { access: { roles: [Role.provider], clinic: Clinic.own } },
        schema: {
          tags,
          summary: 'F61: asks a patient outside the caller’s clinics to join one (Ambiguous)',
          body: JoinRequestBodySchema,
          response: { 200: ForbiddenAttachSchema },
        },
      },
      async (request) => attachments.requestJoin(scoped(request.ctx), request.body.patientId),
    );
  };
