import {
  AddFamilyMemberRequestSchema,
  PatientIdQuerySchema,
  PatientProfileSchema,
  UpdatePatientProfileRequestSchema,
  UpdatePatientProfileResponseSchema,
} from '@clinicall/shared/people/patient-profile';
import { ProfileHistorySchema } from '@clinicall/shared/people/history';
import {
  PatientAppointmentsPageSchema,
  PatientAppointmentsQuerySchema,
} from '@clinicall/shared/people/patient-appointments';
import {
  PatientCountSchema,
  RosterPageSchema,
  RosterQuerySchema,
  RosterSearchQuerySchema,
} from '@clinicall/shared/people/roster';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import { domainError } from '../../lib/domain-error.js';
import { exactAnswer } from '../../lib/exact-answer.js';
import { patientAppointmentsPage } from './patient-appointments.repository.js';
import { PhotoQuerySchema, replyWithPhoto } from '../../lib/photo-reply.js';
import type { PhotoService } from './photo.service.js';
import type { ProfileService } from './profile.service.js';
import type { RosterService } from './roster.service.js';
import { IdTextSchema } from '@clinicall/shared/ids';

const tags = ['patients'];
const staffAndPatients = [Role.provider, Role.patient];
const PatientIdParamsSchema = z.object({ id: IdTextSchema });

export const patientsRoutes =
  (deps: {
    roster: RosterService;
    profiles: ProfileService;
    photos: PhotoService;
    /** Lets this plugin's routes read multipart uploads (the storage module's). */
    acceptUploads: (app: FastifyInstance) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { roster, profiles, photos } = deps;
    await deps.acceptUploads(app);
    const rosterAccess = { roles: [Role.provider], clinic: Clinic.own };
    // Each patient of a roster page is a read of that patient's entry (issue 19 path 5).
    const rosterReads = Reads.named('roster');
    // Roster pages are built field by field as `RosterPatient` says (see exact-answer.ts).
    const rosterAnswer = exactAnswer(app.config.env !== 'production');

    app.get(
      '/api/patients',
      {
        config: { access: rosterAccess, readsPatient: rosterReads },
        schema: {
          tags,
          summary: 'F1, F2: the roster, by page',
          querystring: RosterQuerySchema,
          response: { 200: RosterPageSchema },
        },
        serializerCompiler: rosterAnswer,
      },
      async (request) => roster.page(scoped(request.ctx), request.query),
    );

    app.get(
      '/api/patients/search',
      {
        config: { access: rosterAccess, readsPatient: rosterReads },
        schema: {
          tags,
          summary: 'F1: the roster by keyword',
          querystring: RosterSearchQuerySchema,
          response: { 200: RosterPageSchema },
        },
        serializerCompiler: rosterAnswer,
      },
      async (request) => roster.page(scoped(request.ctx), request.query),
    );

    app.get(
      '/api/patients/count',
      {
        config: { access: rosterAccess },
        schema: {
          tags,
          summary: 'F1: how many patients the roster holds',
          response: { 200: PatientCountSchema },
        },
      },
      async (request) => roster.count(scoped(request.ctx)),
    );

    app.get(
      '/api/patient/:id/profile',
      {
        config: {
          access: {
            roles: staffAndPatients,
            // Issue 22 item 4: a referral's receiver reads the profile while the grant is live.
            clinic: Clinic.patient('param', 'id', { viaReferralGrant: true }),
          },
          readsPatient: Reads.ofRule('profile'),
        },
        schema: {
          tags,
          summary: 'F7: a patient profile',
          params: PatientIdParamsSchema,
          response: { 200: PatientProfileSchema },
        },
      },
      async (request) => profiles.get(scoped(request.ctx), request.params.id),
    );

    app.put(
      '/api/patients/profile',
      {
        // The patient is named in the body: the service checks it is the caller's (F22).
        config: { access: { roles: staffAndPatients, clinic: Clinic.own } },
        schema: {
          tags,
          summary: 'F22: saves a profile edit, refused (409) when the old copy is stale',
          body: UpdatePatientProfileRequestSchema,
          response: { 200: UpdatePatientProfileResponseSchema },
        },
      },
      async (request) => profiles.update(scoped(request.ctx), request.body),
    );

    app.get(
      '/api/patients/profileHistory',
      {
        config: {
          access: {
            roles: staffAndPatients,
            clinic: Clinic.patient('query', 'patientId', { viaReferralGrant: true }),
          },
          readsPatient: Reads.ofRule('history'),
        },
        schema: {
          tags,
          summary: 'F11: the profile edit history',
          querystring: PatientIdQuerySchema,
          response: { 200: ProfileHistorySchema },
        },
      },
      async (request) => profiles.history(scoped(request.ctx), request.query.patientId),
    );

    app.post(
      '/api/patients/familyMembers',
      {
        config: { access: { roles: staffAndPatients, clinic: Clinic.own } },
        schema: {
          tags,
          summary: 'F47: adds a family member to a primary account',
          body: AddFamilyMemberRequestSchema,
          response: { 201: PatientProfileSchema },
        },
      },
      async (request, reply) => {
        const member = await profiles.addFamilyMember(scoped(request.ctx), request.body);
        return reply.status(201).send(member);
      },
    );

    app.get(
      '/api/encounters/filter',
      {
        config: {
          access: { roles: staffAndPatients, clinic: Clinic.patient('query', 'patientId') },
          readsPatient: Reads.ofRule('appointments'),
        },
        schema: {
          tags,
          summary: 'F62: a patient’s appointments, sorted, 10 per page',
          querystring: PatientAppointmentsQuerySchema,
          response: { 200: PatientAppointmentsPageSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, total } = await patientAppointmentsPage(
          app.db,
          scoped(request.ctx).scope,
          query,
        );
        return {
          content: rows.map((row) => ({
            id: row.id,
            type: row.type as 'VIDEO',
            status: row.status,
            startTime: new Date(row.startTime).toISOString(),
            providerName: `${row.firstName} ${row.lastName}`,
            providerSpecialty: row.specialty,
          })),
          last: (query.page + 1) * query.size >= total,
          totalElements: total,
        };
      },
    );

    app.post(
      '/api/patients/photo',
      {
        // F13: only the patient changes their photo; a provider viewing cannot.
        config: { access: { roles: [Role.patient], clinic: Clinic.none } },
        schema: {
          tags,
          summary: 'F40, F41: replaces the signed-in patient’s photo (multipart)',
          response: { 200: z.object({ imagePath: z.string() }) },
        },
      },
      async (request) => {
        const ctx = signedIn(request.ctx);
        await profiles.assertMayChangeOwnPhoto(ctx);
        const file = await request.file();
        if (!file) throw domainError('VALIDATION', 'Choose a photo to upload.');
        const key = await photos.replace(ctx.actor.userId, {
          fileName: file.filename,
          stream: file.file,
        });
        return { imagePath: photoPath({ id: ctx.actor.userId, role: Role.patient }, key) ?? '' };
      },
    );

    app.get(
      '/api/patient/:id/photo',
      {
        config: {
          access: {
            roles: staffAndPatients,
            // Issue 22 item 4: the profile a referral grants shows its photo.
            clinic: Clinic.patient('param', 'id', { viaReferralGrant: true }),
          },
          readsPatient: Reads.ofRule('photo'),
        },
        schema: {
          tags,
          summary:
            'A patient’s photo (JPEG), for them, their family head, their clinics’ staff and a referral’s receiver while its grant is live',
          params: PatientIdParamsSchema,
          querystring: PhotoQuerySchema,
        },
      },
      async (request, reply) => {
        const patient = await profiles.findReachable(
          app.db,
          scoped(request.ctx),
          request.params.id,
        );
        return replyWithPhoto(request, reply, photos, patient.imagePath, request.query.v);
      },
    );
  };
