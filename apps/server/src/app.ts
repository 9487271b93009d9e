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
import { createLogger } from './lib/logger.js';
import { accessPlugin } from './plugins/access.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb } from './plugins/web.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLimiterStore } from './lib/limiter-store.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { createAvailabilityService } from './modules/availability/availability.service.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { createAssistantService } from './modules/assistant/assistant.service.js';
import { createAuditWriter } from './modules/audit/audit.service.js';
import { createRefusalAudit } from './modules/audit/refusal-audit.service.js';
import { createClinicAccess } from './modules/clinics/clinic-access.service.js';
import { clinicsRoutes } from './modules/clinics/clinics.routes.js';
import { createMembershipsService } from './modules/clinics/memberships.service.js';
import { createClinicsService } from './modules/clinics/clinics.service.js';
import { createJobQueue, type JobQueueOptions } from './modules/jobs/job-queue.js';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport.js';
import { createMailer } from './modules/mail/mailer.js';
import { outboxRoutes } from './modules/mail/outbox.routes.js';
import { offeringsRoutes } from './modules/offerings/offerings.routes.js';
import { createOfferingsService } from './modules/offerings/offerings.service.js';
import { bookingRoutes } from './modules/encounters/booking.routes.js';
import { createBookingListsService } from './modules/encounters/booking-lists.service.js';
import { createBookingService } from './modules/encounters/booking.service.js';
import { encounterListsRoutes } from './modules/encounters/encounter-lists.routes.js';
import { createEncounterListsService } from './modules/encounters/encounter-lists.service.js';
import { lifecycleRoutes } from './modules/encounters/lifecycle.routes.js';
import { createLifecycleService } from './modules/encounters/lifecycle.service.js';
import { calendarRoutes } from './modules/encounters/calendar.routes.js';
import { createCalendarService } from './modules/encounters/calendar.service.js';
import { passwordsRoutes } from './modules/passwords/passwords.routes.js';
import { createPasswordsService } from './modules/passwords/passwords.service.js';
import { accountSessionsRoutes } from './modules/sessions/account-sessions.routes.js';
import { createAccountSessionsService } from './modules/sessions/account-sessions.service.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';
import { createSignInGuard } from './modules/sessions/sign-in-guard.service.js';
import { createTokenService } from './modules/sessions/token.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import './plugins/types.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppOptions = {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** Keys the stored hashes of passcodes and reset keys (HMAC_SECRET), apart from the token secret. */
  hmacSecret: Uint8Array;
  mailTransport?: MailTransport;
  /** Clock and retry policy of the job queue (tests move time forward instead of waiting). */
  jobs?: Pick<JobQueueOptions, 'now' | 'retry' | 'pollMs'>;
  /** The job worker polls from onReady; tests turn it off and run `app.jobs.drain()` instead. */
  startWorker?: boolean;
  /** The process logger (server.ts), or false for none; by default one from the configuration. */
  logger?: FastifyBaseLogger | false;
  /** The time scheduling rules are measured from (tests pin it). */
  clock?: Clock;
  /** More routes, registered like the app's own (tests use it to exercise the access rules). */
  extraRoutes?: FastifyPluginAsync[];
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

  const { db } = database;
  const jobs = createJobQueue({ db, log: app.log, ...options.jobs });
  const transport =
    options.mailTransport ??
    createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const mailer = createMailer(jobs, transport);
  const tokens = createTokenService(options.jwtSecret);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', db);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('audit', createAuditWriter(db));
  app.decorate('tokens', tokens);
  app.addHook('onReady', async () => {
    if (options.startWorker !== false) jobs.start();
  });
  // onClose runs once in-flight requests are answered: the worker finishes its jobs, then stops.
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });
  const limiters = createLimiterStore({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  app.addHook('onClose', async () => limiters.close());
  const refusals = createRefusalAudit();

  const clinics = createClinicsService(db);
  const accounts = createAccountService(db, clinics);
  const { hmacSecret } = options;
  const guard = createSignInGuard({ db, limiters, mailer });
  const sessions = createSessionsService({
    db,
    config,
    mailer,
    tokens,
    hmacSecret,
    accounts,
    guard,
  });
  const passwords = createPasswordsService({
    db,
    config,
    mailer,
    hmacSecret,
    accounts,
    sessions,
    guard,
    limiters,
    refusals,
  });
  const assistant = createAssistantService({ db, sessions });
  const clock = options.clock ?? systemClock;
  const availability = createAvailabilityService({ db, clock });
  const memberships = createMembershipsService(db);
  const offerings = createOfferingsService({ db, memberships });
  const scheduling = { db, config, clock, memberships, offerings, availability };
  const calendar = createCalendarService(scheduling);
  const booking = createBookingService({ ...scheduling, mailer, hmacSecret });
  const lifecycle = createLifecycleService({ db, config, clock, mailer, jobs, hmacSecret });

  registerErrorHandler(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);
  await app.register(rateLimit, { global: false });
  await app.register(accessPlugin, { sessions, clinicAccess: createClinicAccess(db), refusals });

  await app.register(systemRoutes);
  await app.register(sessionsRoutes(sessions));
  await app.register(accountRoutes(accounts));
  await app.register(accountSessionsRoutes(createAccountSessionsService({ db, config })));
  await app.register(passwordsRoutes(passwords));
  await app.register(assistantRoutes(assistant));
  await app.register(clinicsRoutes(clinics));
  await app.register(availabilityRoutes(availability));
  await app.register(offeringsRoutes(offerings));
  await app.register(calendarRoutes(calendar));
  await app.register(bookingRoutes(booking, createBookingListsService(db)));
  await app.register(lifecycleRoutes(lifecycle));
  await app.register(encounterListsRoutes(createEncounterListsService(scheduling)));
  await app.register(outboxRoutes(mailer.kind === 'outbox' && config.env !== 'production'));
  for (const routes of options.extraRoutes ?? []) await app.register(routes);

  await registerWeb(app, config.webDist ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
