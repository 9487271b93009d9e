import {
  AlertParamsSchema,
  AlertSchema,
  AlertsQuerySchema,
  AlertsSchema,
  PatientIdParamsSchema,
  PutThresholdsSchema,
  ThresholdsSchema,
} from '@clinicall/shared/monitoring/alerts';
import { Role } from '@clinicall/shared/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { IdTextSchema } from '@clinicall/shared/ids';
import { Reads } from '../../lib/access/patient-reads.js';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { alertsRepository } from './alerts.repository.js';
import type { AlertsView } from './alerts-view.service.js';

const tags = ['monitoring'];
const ofPatient = { roles: [Role.provider], clinic: Clinic.patient('param', 'id') };
const ClinicQuerySchema = z.object({ clinicId: IdTextSchema.optional() });
const RequiredClinicQuerySchema = z.object({ clinicId: IdTextSchema });
const clinicStaff = { roles: [Role.provider, Role.clinicAdmin], clinic: Clinic.query('clinicId') };

const alertClinic = async (request: FastifyRequest, db: Db) => {
  const id = Number((request.params as { alertId?: string }).alertId);
  if (!Number.isSafeInteger(id)) return null;
  return (await alertsRepository.byId(db, id))?.clinicId ?? null;
};

/** Issue 23 point 5: alerts and thresholds. */
export const alertsRoutes =
  (alerts: AlertsView): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/monitoring/patients/:id/alerts',
      {
        config: { access: ofPatient, readsPatient: Reads.ofRule('monitoring-alerts') },
        schema: {
          tags,
          summary: 'Issue 23: a patient’s alerts (open, or all), newest first',
          params: PatientIdParamsSchema,
          querystring: AlertsQuerySchema,
          response: { 200: AlertsSchema },
        },
      },
      async (request) =>
        alerts.ofPatient(scoped(request.ctx), request.params.id, request.query.state === 'OPEN'),
    );

    app.get(
      '/api/monitoring/alerts',
      {
        config: {
          access: { roles: [Role.provider], clinic: Clinic.own },
          readsPatient: Reads.named('monitoring-alerts'),
        },
        schema: {
          tags,
          summary: 'Issue 23: the open alerts of the caller’s clinics (the dashboard)',
          response: { 200: AlertsSchema },
        },
      },
      async (request) => alerts.open(scoped(request.ctx)),
    );

    app.post(
      '/api/monitoring/alerts/:alertId/acknowledge',
      {
        config: { access: { roles: [Role.provider], clinic: Clinic.record(alertClinic) } },
        schema: {
          tags,
          summary: 'Issue 23: acknowledges an alert (who and when are kept)',
          params: AlertParamsSchema,
          response: { 200: AlertSchema },
        },
      },
      async (request) => alerts.acknowledge(scoped(request.ctx), request.params.alertId),
    );

    app.get(
      '/api/monitoring/thresholds',
      {
        config: { access: clinicStaff },
        schema: {
          tags,
          summary: 'Issue 23: a clinic’s default thresholds',
          querystring: RequiredClinicQuerySchema,
          response: { 200: ThresholdsSchema },
        },
      },
      async (request) => alerts.thresholds(scoped(request.ctx), request.query.clinicId, null),
    );

    app.put(
      '/api/monitoring/thresholds',
      {
        config: { access: clinicStaff },
        schema: {
          tags,
          summary: 'Issue 23: sets a clinic’s default thresholds and no-data hours',
          querystring: RequiredClinicQuerySchema,
          body: PutThresholdsSchema,
          response: { 200: ThresholdsSchema },
        },
      },
      async (request) =>
        alerts.setThresholds(scoped(request.ctx), request.query.clinicId, null, request.body),
    );

    app.get(
      '/api/monitoring/patients/:id/thresholds',
      {
        config: { access: ofPatient },
        schema: {
          tags,
          summary: 'Issue 23: the thresholds in force for a patient',
          params: PatientIdParamsSchema,
          querystring: ClinicQuerySchema,
          response: { 200: ThresholdsSchema },
        },
      },
      async (request) =>
        alerts.thresholds(scoped(request.ctx), request.query.clinicId, request.params.id),
    );

    app.put(
      '/api/monitoring/patients/:id/thresholds',
      {
        config: { access: ofPatient },
        schema: {
          tags,
          summary: 'Issue 23: sets a patient’s own thresholds (over the clinic’s)',
          params: PatientIdParamsSchema,
          querystring: ClinicQuerySchema,
          body: PutThresholdsSchema,
          response: { 200: ThresholdsSchema },
        },
      },
      async (request) =>
        alerts.setThresholds(
          scoped(request.ctx),
          request.query.clinicId,
          request.params.id,
          request.body,
        ),
    );
  };
