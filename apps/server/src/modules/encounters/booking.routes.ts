import { Role } from '@clinicall/shared/roles';
import {
  PatientBookingRequestSchema,
  ProviderBookingRequestSchema,
} from '@clinicall/shared/scheduling/booking';
import {
  BookableProviderPageSchema,
  BookableProvidersQuerySchema,
  SchedulablePatientPageSchema,
  SchedulablePatientsQuerySchema,
} from '@clinicall/shared/scheduling/booking-lists';
import { EncounterSchema } from '@clinicall/shared/scheduling/encounters';
import {
  PaidBookingSchema,
  PaidPatientBookingRequestSchema,
} from '@clinicall/shared/scheduling/paid-booking';
import {
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  OptionalIdempotencyHeadersSchema,
} from '@clinicall/shared/payments';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoped } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import type { BookingListsService } from './booking-lists.service.js';
import type { BookingRateLimit } from './booking-rate-limit.js';
import type { BookingService } from './booking.service.js';
import type { PaidBookingService } from './paid-booking.service.js';

const tags = ['appointments'];
// The other party must belong to one of the caller's clinics: the services refuse others (403).
const patients = { roles: [Role.patient], clinic: Clinic.own };
const providers = { roles: [Role.provider], clinic: Clinic.own };

export const bookingRoutes =
  (
    booking: BookingService,
    lists: BookingListsService,
    paid: PaidBookingService,
    /** Issue 19 path 6: each of the three booking calls counts against the caller's minute. */
    rateLimit: BookingRateLimit,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/encounters/ownedbypatient',
      {
        config: { access: patients },
        preHandler: rateLimit,
        schema: {
          tags,
          summary:
            'C60: a patient requests an appointment (clinics with self-scheduling, C52); an Idempotency-Key makes it safe to retry',
          headers: OptionalIdempotencyHeadersSchema,
          body: PatientBookingRequestSchema,
          response: { 201: EncounterSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await booking.byPatient(scoped(request.ctx), request.body, {
            idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          }),
        ),
    );

    app.post(
      '/api/encounters/ownedbypatient/paid',
      {
        config: { access: patients },
        preHandler: rateLimit,
        schema: {
          tags,
          summary:
            'C60 C66: a patient books and pays by card in one flow (Idempotency-Key); a refused card withdraws the booking',
          headers: z.looseObject({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema }),
          body: PaidPatientBookingRequestSchema,
          response: { 201: PaidBookingSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await paid.byPatient(
              scoped(request.ctx),
              request.headers[IDEMPOTENCY_HEADER],
              request.body,
            ),
          ),
    );

    app.post(
      '/api/encounters/ownedbyprovider',
      {
        config: { access: providers },
        preHandler: rateLimit,
        schema: {
          tags,
          summary:
            'C51: a provider requests an appointment with a patient of their clinics; an Idempotency-Key makes it safe to retry',
          headers: OptionalIdempotencyHeadersSchema,
          body: ProviderBookingRequestSchema,
          response: { 201: EncounterSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await booking.byProvider(scoped(request.ctx), request.body, {
            idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          }),
        ),
    );

    app.get(
      '/api/appointments/providers',
      {
        config: { access: patients },
        schema: {
          tags,
          summary: 'C56: providers the patient may book, 25 per page, with search',
          querystring: BookableProvidersQuerySchema,
          response: { 200: BookableProviderPageSchema },
        },
      },
      async (request) => lists.providers(scoped(request.ctx), request.query),
    );

    app.get(
      '/api/appointments/patients',
      {
        // Each patient of the page is a read of that patient's entry (issue 19 path 5).
        config: { access: providers, readsPatient: Reads.named('roster') },
        schema: {
          tags,
          summary: 'C48: the provider’s clinics’ patients, 25 per page, with search',
          querystring: SchedulablePatientsQuerySchema,
          response: { 200: SchedulablePatientPageSchema },
        },
      },
      async (request) => lists.patients(scoped(request.ctx), request.query),
    );
  };
