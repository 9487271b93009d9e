import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { accessPlugin } from './plugins/access.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWeb } from './plugins/web.js';
import { createLimiterStore } from './lib/limiter-store.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { createAssistantService } from './modules/assistant/assistant.service.js';
import { createAuditWriter } from './modules/audit/audit.service.js';
import { createRefusalAudit } from './modules/audit/refusal-audit.js';
import { createClinicAccess } from './modules/clinics/clinic-access.service.js';
import { clinicsRoutes } from './modules/clinics/clinics.routes.js';
import { createClinicsService } from './modules/clinics/clinics.service.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { outboxRoutes } from './modules/mail/outbox.routes.js';
import { passwordsRoutes } from './modules/passwords/passwords.routes.js';
import { createPasswordsService } from './modules/passwords/passwords.service.js';
import { accountSessionsRoutes } from './modules/sessions/account-sessions.routes.js';
import { createAccountSessionsService } from './modules/sessions/account-sessions.service.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';
import { createSignInGuard } from './modules/sessions/sign-in-guard.js';
import { createTokenService } from './modules/sessions/tokens.js';
import { systemRoutes } from './modules/system/system.routes.js';
import './plugins/types.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppOptions = {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** Keys passcode hashes; defaults to the token secret until a separate key is configured. */
  hmacSecret?: Uint8Array;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** More routes, registered like the app's own (tests use it to exercise the access rules). */
  extraRoutes?: FastifyPluginAsync[];
};

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Request lines would put query strings (the spec's change_password form) into the logs.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const tokens = createTokenService(options.jwtSecret);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('audit', createAuditWriter(db));
  app.decorate('tokens', tokens);
  app.addHook('onClose', async () => mailer.close());
  const limiters = createLimiterStore({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  app.addHook('onClose', async () => limiters.close());
  const refusals = createRefusalAudit();

  const clinics = createClinicsService(db);
  const accounts = createAccountService(db, clinics);
  const guard = createSignInGuard({ limiters, mailer });
  const sessions = createSessionsService({
    db,
    config,
    mailer,
    tokens,
    hmacSecret: options.hmacSecret ?? options.jwtSecret,
    accounts,
    guard,
  });
  const passwords = createPasswordsService({
    db,
    config,
    mailer,
    accounts,
    sessions,
    guard,
    limiters,
    refusals,
  });
  const assistant = createAssistantService({ db, sessions });

  registerErrorHandler(app);
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
  if (mailer.kind === 'outbox' && config.env !== 'production') await app.register(outboxRoutes);
  for (const routes of options.extraRoutes ?? []) await app.register(routes);

  await registerWeb(app, config.webDist ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
