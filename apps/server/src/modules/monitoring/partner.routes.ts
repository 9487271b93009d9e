import {
  DayReadingsQuerySchema,
  DayReadingsSchema,
  MeasureRangeQuerySchema,
  MeasuresSchema,
  ObservationParamsSchema,
  ObservationsSchema,
  PartnerPatientParamsSchema,
  RespiratorySoundsSchema,
  RhythmParamsSchema,
  RhythmTraceSchema,
} from '@clinicall/shared/monitoring/measures';
import {
  ClinicPartnersSchema,
  MonitoredPatientSchema,
  PARTNER_KEYS,
} from '@clinicall/shared/monitoring/partners';
import {
  PartnerEmailQuerySchema,
  RpmSignupSchema,
  RpmSignupStatusSchema,
  SaveRpmPatientSchema,
} from '@clinicall/shared/monitoring/signup';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Reads } from '../../lib/access/patient-reads.js';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { Clock } from '../../lib/clock.js';
import { exactAnswer } from '../../lib/exact-answer.js';
import type { ClinicPartnersService } from './clinic-partners.service.js';
import type { MeasuresService } from './measures.service.js';
import type { PartnerPort } from './partner-port.service.js';
import { narrowToPatient } from './patient-reach.js';

const tags = ['monitoring'];
/** Providers (and assistants acting as one) of a clinic the patient belongs to (G1). */
const ofPatient = { roles: [Role.provider], clinic: Clinic.patient('param', 'id') };
const providers = { roles: [Role.provider], clinic: Clinic.own };
const reads = Reads.ofRule('monitoring');

/**
 * Spec 2 §7 "RPM partners": one set of routes per partner key of G3, each served by the partner
 * port with that partner's adapter. Registered per key (no `/api/:partner` wildcard that would
 * swallow other paths).
 */
export const partnerRoutes =
  (deps: {
    port: PartnerPort;
    measures: MeasuresService;
    clinicPartners: ClinicPartnersService;
    patientClinicIds: (patientId: number) => Promise<number[]>;
    clock: Clock;
    /** The demo's simulator partner gets the same routes when the demo seed is on. */
    extraKeys: readonly string[];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { port, measures, clinicPartners, patientClinicIds, clock } = deps;
    // The measures answer is built field by field from typed rows: written as built.
    const serializerCompiler = exactAnswer(app.config.env !== 'production');

    app.get(
      '/api/providers/clinic/partner/search',
      {
        config: { access: providers },
        schema: {
          tags,
          summary: 'G2: the monitoring partners of the caller’s clinics that have monitoring on',
          querystring: z.object({ partnerType: z.string().max(20).default('RPM') }),
          response: { 200: ClinicPartnersSchema },
        },
      },
      async (request) => clinicPartners.ofCaller(scoped(request.ctx), request.query.partnerType),
    );

    for (const key of [...PARTNER_KEYS, ...deps.extraKeys]) {
      const at = `/api/${key}`;
      app.get(
        `${at}/patients/:id`,
        {
          config: { access: ofPatient, readsPatient: reads },
          schema: {
            tags,
            summary: `G5: the patient at ${key} (404: not found or not signed up)`,
            params: PartnerPatientParamsSchema,
            response: { 200: MonitoredPatientSchema },
          },
        },
        async (request) => port.lookup(scoped(request.ctx), key, request.params.id),
      );

      app.get(
        `${at}/patients/:id/measure`,
        {
          config: { access: ofPatient, readsPatient: reads },
          schema: {
            tags,
            summary: `G6, G14: the patient’s measures at ${key} from..to (YYYY-MM-DD, UTC days)`,
            params: PartnerPatientParamsSchema,
            querystring: MeasureRangeQuerySchema,
            response: { 200: MeasuresSchema },
          },
          serializerCompiler,
        },
        async (request) =>
          measures.measures(scoped(request.ctx), key, request.params.id, request.query),
      );

      app.get(
        `${at}/patients/:id/measure/day`,
        {
          config: { access: ofPatient, readsPatient: reads },
          schema: {
            tags,
            summary: `G15: one kind’s readings at ${key} of one day in the caller’s time zone, newest first, a page at a time`,
            params: PartnerPatientParamsSchema,
            querystring: DayReadingsQuerySchema,
            response: { 200: DayReadingsSchema },
          },
        },
        async (request) => measures.day(scoped(request.ctx), key, request.params.id, request.query),
      );

      app.get(
        `${at}/patients/:id/rhythm/:readingId`,
        {
          config: { access: ofPatient, readsPatient: reads },
          schema: {
            tags,
            summary: `G18: one rhythm reading’s ECG trace at ${key}`,
            params: RhythmParamsSchema,
            response: { 200: RhythmTraceSchema },
          },
        },
        async (request) =>
          measures.rhythm(scoped(request.ctx), key, request.params.id, request.params.readingId),
      );

      app.get(
        `${at}/signup/patients/:id`,
        {
          config: { access: ofPatient, readsPatient: reads },
          schema: {
            tags,
            summary: `G9: the sign-up sent to ${key} for the patient (404: none)`,
            params: PartnerPatientParamsSchema,
            response: { 200: RpmSignupStatusSchema },
          },
        },
        async (request) => port.signupStatus(scoped(request.ctx), key, request.params.id),
      );

      app.post(
        `${at}/signup/patients`,
        {
          config: { access: providers },
          schema: {
            tags,
            summary: `G22–G30: signs the patient up with ${key}`,
            body: RpmSignupSchema,
            response: { 201: RpmSignupStatusSchema },
          },
        },
        async (request, reply) => {
          const ctx = await narrowToPatient(
            scoped(request.ctx),
            patientClinicIds,
            request.body.patientId,
          );
          return reply.status(201).send(await port.signup(ctx, key, request.body));
        },
      );

      app.get(
        `${at}/patients`,
        {
          config: { access: providers, readsPatient: Reads.named('monitoring') },
          schema: {
            tags,
            summary: `I39: the patient at ${key} by e-mail`,
            querystring: PartnerEmailQuerySchema,
            response: { 200: MonitoredPatientSchema },
          },
        },
        async (request) => port.byEmail(scoped(request.ctx), key, request.query.email),
      );

      app.post(
        `${at}/patients`,
        {
          config: { access: providers },
          schema: {
            tags,
            summary: `I39: records the patient as monitored by ${key} (its company name)`,
            body: SaveRpmPatientSchema,
            response: { 200: MonitoredPatientSchema },
          },
        },
        async (request) => {
          const ctx = await narrowToPatient(
            scoped(request.ctx),
            patientClinicIds,
            request.body.patientId,
          );
          return port.save(ctx, key, request.body);
        },
      );
    }

    for (const key of ['strados', ...deps.extraKeys]) {
      app.get(
        `/api/${key}/patients/:id/readings`,
        {
          config: { access: ofPatient, readsPatient: reads },
          schema: {
            tags,
            summary: 'G19: respiratory sounds (COUGH, RHONCHI, WHEEZE, CRACKLES) per interval',
            params: PartnerPatientParamsSchema,
            querystring: MeasureRangeQuerySchema,
            response: { 200: RespiratorySoundsSchema },
          },
        },
        async (request) =>
          measures.respiratorySounds(scoped(request.ctx), key, request.params.id, request.query),
      );
    }

    for (const key of ['remotecare', ...deps.extraKeys]) {
      app.get(
        `/api/${key}/patients/:id/observations/:name`,
        {
          config: { access: ofPatient, readsPatient: reads },
          schema: {
            tags,
            summary: 'G20: the partner’s observations of one measure (last 60 days)',
            params: ObservationParamsSchema,
            response: { 200: ObservationsSchema },
          },
        },
        async (request) =>
          measures.observations(
            scoped(request.ctx),
            key,
            request.params.id,
            request.params.name,
            clock(),
          ),
      );
    }
  };
