import {
  EncounterDownloadQuerySchema,
  EncounterFileListSchema,
} from '@clinicall/shared/notes/questionnaires';
import { EncounterIdParamsSchema } from '@clinicall/shared/notes/summaries';
import { Role } from '@clinicall/shared/roles';
import {
  PatientBookingRequestSchema,
  ProviderBookingRequestSchema,
} from '@clinicall/shared/scheduling/booking';
import { EncounterSchema } from '@clinicall/shared/scheduling/encounters';
import { IDEMPOTENCY_HEADER, OptionalIdempotencyHeadersSchema } from '@clinicall/shared/payments';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { BookingOptions, BookingService } from '../encounters/booking.service.js';
import { acceptUploads } from '../storage/uploads.service.js';
import { readBookingUploads } from './booking-uploads.js';
import type { EncounterFilesService } from './encounter-files.service.js';
import { encounterAccess } from './notes.routes.js';

const tags = ['appointments'];

/** RFC 6266: an ASCII fallback name and the exact one, percent-encoded. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const encounterFilesRoutes =
  (deps: {
    db: Db;
    booking: BookingService;
    files: EncounterFilesService;
    /** Issue 19 path 6: the booking calls' per-account minute, which these variants count too. */
    rateLimit: preHandlerAsyncHookHandler;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, booking, files, rateLimit } = deps;
    await acceptUploads(app);

    const variants = [
      {
        url: '/api/encounters/ownedbypatient/files',
        roles: [Role.patient],
        summary:
          'C60: a patient’s booking with attachments (multipart: `request` JSON, then files)',
        book: async (request: Parameters<typeof scoped>[0], json: unknown, sent: BookingOptions) =>
          booking.byPatient(scoped(request), PatientBookingRequestSchema.parse(json), sent),
      },
      {
        url: '/api/encounters/ownedbyprovider/files',
        roles: [Role.provider],
        summary:
          'C51: a provider’s booking with attachments (multipart: `request` JSON, then files)',
        book: async (request: Parameters<typeof scoped>[0], json: unknown, sent: BookingOptions) =>
          booking.byProvider(scoped(request), ProviderBookingRequestSchema.parse(json), sent),
      },
    ];
    for (const variant of variants) {
      app.post(
        variant.url,
        {
          config: { access: { roles: variant.roles, clinic: Clinic.own } },
          preHandler: rateLimit,
          schema: {
            tags,
            summary: `${variant.summary}; an Idempotency-Key makes it safe to retry`,
            headers: OptionalIdempotencyHeadersSchema,
            response: { 201: EncounterSchema },
          },
        },
        async (request, reply) => {
          const upload = await readBookingUploads(request, app.storage, db);
          const attachments = files.forBooking(scoped(request.ctx).actor.userId, upload.files);
          let encounter;
          try {
            encounter = await variant.book(request.ctx, upload.json, {
              idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
              attachments,
            });
          } catch (error) {
            await attachments.discard();
            throw error;
          }
          return reply.status(201).send(encounter);
        },
      );
    }

    app.get(
      '/api/encounters/:id/files',
      {
        config: {
          access: encounterAccess(db, (r) => Number((r.params as { id?: unknown }).id)),
          readsPatient: Reads.named('encounter-files', Reads.param('id')),
        },
        schema: {
          tags,
          summary: 'The files attached to an encounter when it was booked',
          params: EncounterIdParamsSchema,
          response: { 200: EncounterFileListSchema },
        },
      },
      async (request) => files.list(scoped(request.ctx), request.params.id),
    );

    app.get(
      '/api/encounter/download',
      {
        config: {
          access: encounterAccess(db, (r) =>
            Number((r.query as { encounterId?: unknown }).encounterId),
          ),
          readsPatient: Reads.named('encounter-file', Reads.query('encounterId')),
        },
        schema: {
          tags,
          summary: 'E56, E58: an encounter’s file, to its participants only (403 otherwise)',
          querystring: EncounterDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const { encounterId, fileName } = request.query;
        const file = await files.open(scoped(request.ctx), encounterId, fileName);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', String(file.size))
          .header('content-disposition', disposition(file.fileName))
          .send(file.stream);
      },
    );
  };
