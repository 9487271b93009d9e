import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyPluginAsync } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { Channels } from './db/notifications.js';
import { createLogger } from './lib/logger.js';
import { routeLimitStore } from './lib/route-limit-store.js';
import { registerDrainingHeader } from './lib/draining.js';
import { registerRequestLog } from './lib/request-log.js';
import { accessPlugin } from './plugins/access.js';
import { credentialGuardPlugin } from './plugins/credential-guard.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerOpenApi } from './plugins/openapi.js';
import { readAuditPlugin } from './plugins/read-audit.js';
import { clinicFeaturesPlugin } from './modules/clinic-features/clinic-features.plugin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb } from './plugins/web.js';
import type { Clock } from './lib/clock.js';
import { createPatientReadWriter } from './modules/audit/patient-read-writer.js';
import { createClinicAccess } from './modules/clinics/clinic-access.service.js';
import { createMembershipsService } from './modules/clinics/memberships.service.js';
import { createClinicsService } from './modules/clinics/clinics.service.js';
import type { JobQueueOptions } from './modules/jobs/job-queue.js';
import type { MailTransport } from './modules/mail/mail-transport.js';
import type { PaymentGateway } from './modules/payments/payments.service.js';
import { createSessionAuthenticator } from './modules/sessions/session-authenticator.service.js';
import { createLiveSessionCache } from './modules/sessions/live-session-cache.js';
import type { FileStorage } from './modules/storage/file-storage.js';
import { registerRealtime } from './modules/realtime/realtime.plugin.js';
import { createRoomPassesService } from './modules/room-passes/room-passes.service.js';
import { administrationDomain } from './domains/administration.js';
import { createPlatform, followForLife } from './domains/platform.js';
import { systemDomain } from './domains/system.js';
import { createIdentityServices, identityDomain } from './domains/identity.js';
import { peopleDomain } from './domains/people.js';
import { createMessaging, messagingDomain } from './domains/messaging.js';
import { schedulingDomain } from './domains/scheduling.js';
import { notesDomain } from './domains/notes.js';
import { roomsDomain } from './domains/rooms.js';
import { monitoringDomain } from './domains/monitoring.js';
import { networkDomain } from './domains/network.js';
import { createReferralBookingPass } from './modules/referrals/referral-booking.service.js';
import { createReferralGrantCheck } from './modules/referrals/referral-grants.js';
import type { SmsTransport } from './modules/sms/sms-transport.js';
import './plugins/types.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppOptions = {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** Keys the stored hashes of passcodes and reset keys (HMAC_SECRET), apart from the token secret. */
  hmacSecret: Uint8Array;
  mailTransport?: MailTransport;
  /** Replaces the configured SMS transport (tests). */
  smsTransport?: SmsTransport;
  /** Clock and retry policy of the job queue (tests move time forward instead of waiting). */
  jobs?: Pick<JobQueueOptions, 'now' | 'retry' | 'pollMs'>;
  /** The job worker polls from onReady; tests turn it off and run `app.jobs.drain()` instead. */
  startWorker?: boolean;
  /** The process logger (server.ts), or false for none; by default one from the configuration. */
  logger?: FastifyBaseLogger | false;
  /** Replaces the configured card gateway (tests: one whose refunds fail). */
  paymentGateway?: PaymentGateway;
  /** The time scheduling rules are measured from (tests pin it). */
  clock?: Clock;
  /** Where uploads are kept; by default the folder `DATA_DIR/files`. */
  storage?: FileStorage;
  /** How often the realtime channel re-checks open sockets' sessions (tests shorten it). */
  realtimeSessionCheckMs?: number;
  /** More routes, registered like the app's own (tests use it to exercise the access rules). */
  extraRoutes?: FastifyPluginAsync[];
  /**
   * False builds the app without its `patient.read` audit rows: only the read-audit benchmark's
   * comparison does (bench/lib/read-audit-server.mjs); no configuration reaches it.
   */
  auditPatientReads?: boolean;
};

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const logger = options.logger ?? createLogger(config);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Request lines would put query strings (the spec's change_password form) into the logs.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // What every domain may use (database, clock, secrets, jobs, mail, SMS, storage, limiters).
  const platform = await createPlatform(app, options);
  const { db, clock, mailer, jobs, hmacSecret, limiters, refusals, tokens } = platform;

  // Services more than one domain uses: built once, handed to the domains that need them.
  const clinics = createClinicsService(db);
  const identity = createIdentityServices(platform, clinics);
  const { sessions, passwords, emailChanges } = identity;
  const clinicAccess = createClinicAccess(db);
  // Issue 22: a patient also books the provider a live accepted referral sends them to.
  const memberships = createMembershipsService(db, createReferralBookingPass(db, clock));
  const messaging = await createMessaging(app, platform);

  // Passes admit sockets to the realtime channel as well as requests to the rooms' routes.
  const roomPasses = createRoomPassesService({ db, clock, hmacSecret });
  app.decorate('roomPasses', roomPasses);

  // What every route goes through, registered before any route: errors, input and headers, the
  // OpenAPI document, rate limits, the access check (with the live-session cache it consults),
  // the clinic's feature switches, the read audit, the credential guard, and the realtime
  // channel the domains emit on.
  registerErrorHandler(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  registerDrainingHeader(app);
  registerRequestLog(app);
  await registerOpenApi(app, config.apiDocs);
  await app.register(rateLimit, { global: false, store: routeLimitStore(limiters, app.log) });
  const liveSessions = createLiveSessionCache();
  await followForLife(app, database.listen, Channels.liveSessions, [liveSessions]);
  const checkToken = createSessionAuthenticator(sessions, tokens, liveSessions);
  await app.register(accessPlugin, {
    auth: checkToken,
    clinicAccess,
    refusals,
    referralGrants: createReferralGrantCheck(db, clock),
  });
  await app.register(clinicFeaturesPlugin);
  await app.register(readAuditPlugin, {
    writer: options.auditPatientReads === false ? null : createPatientReadWriter(db),
  });
  await app.register(credentialGuardPlugin);
  await registerRealtime(app, {
    checkToken,
    checkRoomPass: (pass) => roomPasses.verify(pass),
    passStillAdmits: (pass) => roomPasses.stillAdmits(pass),
    refusals,
    liveSessionIds: sessions.liveSessionIds,
    ...(options.realtimeSessionCheckMs ? { sessionCheckMs: options.realtimeSessionCheckMs } : {}),
  });

  // The domains (docs/architecture.md): each builds its own services and registers its routes.
  await app.register(systemDomain(platform));
  await app.register(identityDomain({ db, config, hmacSecret, ...identity }));
  await app.register(peopleDomain({ ...platform, clinics, clinicAccess, emailChanges }));
  await app.register(
    schedulingDomain({
      ...platform,
      clinicAccess,
      memberships,
      messageTopics: messaging.topics,
      paymentGateway: options.paymentGateway,
    }),
  );
  await app.register(notesDomain({ db, memberships }));
  await app.register(messagingDomain(messaging));
  await app.register(roomsDomain({ ...platform, roomPasses, checkToken, passwords }));
  await app.register(monitoringDomain({ ...platform, clinicAccess }));
  await app.register(networkDomain(platform));
  await app.register(
    administrationDomain({
      db,
      config,
      clock,
      mailer,
      jobs,
      hmacSecret,
      limiters,
      refusals,
      clinics,
      sessions,
      passwords,
      emailChanges,
    }),
  );
  for (const routes of options.extraRoutes ?? []) await app.register(routes);

  await registerWeb(app, config.webDist ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
