import {
  AdminClinicSchema,
  ClinicFindQuerySchema,
  ClinicInputSchema,
  ClinicListItemSchema,
  PartnerSchema,
} from '@clinicall/shared/admin-clinic';
import { IdTextSchema } from '@clinicall/shared/ids';
import { pageSchema } from '@clinicall/shared/paging';
import { Role } from '@clinicall/shared/roles';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { attachmentDisposition, type FileStorage } from '../storage/storage.service.js';
import { parseClinicJson, type AdminClinicsService } from './admin-clinics.service.js';
import { discardUploads, receiveClinicUploads } from './clinic-uploads.js';

const tags = ['admin: clinics'];
/** I15: the super admin only; every clinic is theirs, so no clinic rule narrows it. */
const superAdmin = { access: { roles: [Role.superAdmin], clinic: Clinic.none } };
const IdParams = z.object({ id: IdTextSchema });
const PartnerTypeQuery = (name: 'type' | 'partnerType') =>
  z.object({ [name]: z.string().trim().max(50).optional() });
const multipartNote =
  'Multipart: `clinicDTOJson` (the clinic as JSON), `consentFile1`–`consentFile3` (PDF, ≤ 2,000,000 bytes, for that slot), `file` (login logo) and `topLogoFile` (≤ 3,000,000 bytes, JPG/PNG/GIF/WebP).';

export const adminClinicsRoutes =
  (deps: {
    clinics: AdminClinicsService;
    storage: FileStorage;
    acceptUploads: (app: FastifyInstance) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { clinics, storage } = deps;
    await deps.acceptUploads(app);

    app.get(
      '/api/admin/clinics/find',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B6: a page of clinics (keyword, active filter; 15 a page)',
          querystring: ClinicFindQuerySchema,
          response: { 200: pageSchema(ClinicListItemSchema) },
        },
      },
      async (request) => clinics.find(request.query),
    );

    app.get(
      '/api/admin/clinics',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B8: every clinic',
          response: { 200: z.array(ClinicListItemSchema) },
        },
      },
      async () => clinics.pick({}),
    );

    app.get(
      '/api/admin/clinics/search',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B8: clinics whose name contains the keyword',
          querystring: z.object({ keyword: z.string().trim().max(100).default('') }),
          response: { 200: z.array(ClinicListItemSchema) },
        },
      },
      async (request) => clinics.pick({ keyword: request.query.keyword }),
    );

    app.get(
      '/api/admin/activeClinics',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B8: active clinics',
          response: { 200: z.array(ClinicListItemSchema) },
        },
      },
      async () => clinics.pick({ activated: true }),
    );

    app.post(
      '/api/admin/clinic',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B9–B12: adds a clinic (no files)',
          body: ClinicInputSchema,
          response: { 200: AdminClinicSchema },
        },
      },
      async (request) => clinics.create(signedIn(request.ctx), request.body),
    );

    app.post(
      '/api/admin/clinic/file',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B10: adds a clinic with consent PDFs and logos',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          response: { 200: AdminClinicSchema },
        },
      },
      async (request) => {
        const uploads = await receiveClinicUploads(request, storage);
        const input = await parseOrDiscard(uploads.json, () => discardUploads(storage, uploads));
        return clinics.create(signedIn(request.ctx), input, uploads);
      },
    );

    app.get(
      '/api/admin/clinic/:id',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B13: one clinic, every field',
          params: IdParams,
          response: { 200: AdminClinicSchema },
        },
      },
      async (request) => clinics.get(request.params.id),
    );

    app.put(
      '/api/admin/clinic/:id',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B14, B15: saves a clinic (no new files)',
          params: IdParams,
          body: ClinicInputSchema,
          response: { 200: AdminClinicSchema },
        },
      },
      async (request) => clinics.update(signedIn(request.ctx), request.params.id, request.body),
    );

    app.put(
      '/api/admin/clinic/:id/updateFile',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B14: saves a clinic with new consent PDFs or logos',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: AdminClinicSchema },
        },
      },
      async (request) => {
        const uploads = await receiveClinicUploads(request, storage);
        const input = await parseOrDiscard(uploads.json, () => discardUploads(storage, uploads));
        return clinics.update(signedIn(request.ctx), request.params.id, input, uploads);
      },
    );

    app.get(
      '/api/admin/clinic/:id/consents/:file',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'A consent PDF of the clinic',
          params: IdParams.extend({ file: z.string().regex(/^[0-9a-f-]{36}\.pdf$/) }),
        },
      },
      async (request, reply) => {
        const file = await clinics.consentFile(request.params.id, request.params.file);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('content-length', file.size)
          .send(await storage.read(file.key));
      },
    );

    app.get(
      '/api/admin/partner/search',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B39: partners of a type (RPM: remote patient monitoring)',
          querystring: PartnerTypeQuery('type'),
          response: { 200: z.array(PartnerSchema) },
        },
      },
      async (request) => clinics.partners((request.query as { type?: string }).type),
    );

    app.get(
      '/api/admin/clinic/:id/partner/search',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'B39: partners of a type, for a saved clinic',
          params: IdParams,
          querystring: PartnerTypeQuery('partnerType'),
          response: { 200: z.array(PartnerSchema) },
        },
      },
      async (request) =>
        clinics.clinicPartners(
          request.params.id,
          (request.query as { partnerType?: string }).partnerType,
        ),
    );
  };

/** Parses `clinicDTOJson`; a refused JSON removes the files stored with it. */
async function parseOrDiscard(json: string | undefined, discard: () => Promise<void>) {
  try {
    return parseClinicJson(json);
  } catch (error) {
    await discard();
    throw error;
  }
}
