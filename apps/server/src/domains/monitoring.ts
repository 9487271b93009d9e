import type { FastifyPluginAsync } from 'fastify';
import type { ClinicAccess } from '../modules/clinics/clinic-access.service.js';
import { alertsRoutes } from '../modules/monitoring/alerts.routes.js';
import { createAlertRules, type AlertEvent } from '../modules/monitoring/alerts.service.js';
import { alertsRepository } from '../modules/monitoring/alerts.repository.js';
import { createAlertsView } from '../modules/monitoring/alerts-view.service.js';
import { createClinicPartners } from '../modules/monitoring/clinic-partners.service.js';
import { ingestRoutes } from '../modules/monitoring/ingest.routes.js';
import { createIngestService } from '../modules/monitoring/ingest.service.js';
import { createMeasuresService } from '../modules/monitoring/measures.service.js';
import { registerNoDataSweep } from '../modules/monitoring/no-data-sweep.js';
import { createPartnerCredentials } from '../modules/monitoring/partner-credentials.js';
import { createPartnerPort } from '../modules/monitoring/partner-port.service.js';
import { partnerRoutes } from '../modules/monitoring/partner.routes.js';
import { partnerSecretsRoutes } from '../modules/monitoring/partner-secrets.routes.js';
import { readersOf } from '../modules/monitoring/reading-readers.js';
import { startSimulator } from '../modules/monitoring/simulator.js';
import type { Platform } from './platform.js';

export type MonitoringDeps = Pick<Platform, 'db' | 'config' | 'clock' | 'jobs' | 'hmacSecret'> & {
  clinicAccess: ClinicAccess;
};

/**
 * The monitoring domain (issue 23): partners' readings through the signed ingest, the partner
 * port's views of them, sign-ups, thresholds and alerts, and the demo's simulator partner.
 * Registered after the realtime plugin: alerts reach providers over its channel.
 */
export const monitoringDomain =
  (deps: MonitoringDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, clock, hmacSecret, config } = deps;
    const { realtime } = app;
    /** Each alert change goes to the providers of its clinic (after the commit that made it). */
    const emit = async (events: AlertEvent[]) => {
      if (events.length === 0) return;
      const clinicIds = [...new Set(events.map((e) => e.clinicId))];
      for (const clinicId of clinicIds) {
        const providers = await alertsRepository.providersOf(db, [clinicId]);
        for (const e of events.filter((x) => x.clinicId === clinicId)) {
          for (const providerId of providers) realtime.toProvider(providerId, e.event);
        }
      }
    };
    /**
     * New readings reach the providers who may read them: their open tabs read them again. Sent
     * after the commit, so a failure here must not fail the delivery (the partner would retry
     * readings that are stored): it is logged, and the tabs see the readings at their next read.
     */
    const readingsArrived = async (partnerId: number, patientIds: number[]) => {
      try {
        for (const { patientId, providerId } of await readersOf(db, partnerId, patientIds)) {
          realtime.toProvider(providerId, { type: 'RPM_READINGS', patientId });
        }
      } catch (error) {
        app.log.warn({ err: error }, 'monitoring: new readings not announced');
      }
    };
    const credentials = createPartnerCredentials(db, hmacSecret);
    const rules = createAlertRules({ db, clock });
    const ingest = createIngestService({
      db,
      clock,
      credentials,
      alerts: rules,
      emit,
      readingsArrived,
    });
    const port = createPartnerPort({ db, clock });
    // The demo's simulator partner: its views' routes and its deliveries exist only in demos.
    const simulatorOn = config.seedDemo && config.env !== 'test';
    await app.register(ingestRoutes(ingest));
    await app.register(partnerSecretsRoutes({ db, credentials }));
    await app.register(
      partnerRoutes({
        port,
        measures: createMeasuresService({ db, port }),
        clinicPartners: createClinicPartners(db),
        patientClinicIds: (id) => deps.clinicAccess.patientClinicIds(id),
        clock,
        extraKeys: simulatorOn ? ['simulator'] : [],
      }),
    );
    await app.register(alertsRoutes(createAlertsView({ db, clock, rules, emit })));
    await registerNoDataSweep(app, { db, jobs: deps.jobs, rules, emit });
    if (simulatorOn) startSimulator(app, { db, credentials, clock });
  };
