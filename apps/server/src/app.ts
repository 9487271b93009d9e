import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createLogger } from './lib/logger.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb } from './plugins/web.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { createAuditWriter } from './modules/audit/audit.service.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { createIdentityService } from './modules/identity/identity.service.js';
import { createTokenService } from './modules/identity/tokens.js';
import { createJobQueue, type JobQueueOptions } from './modules/jobs/job-queue.js';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport.js';
import { createMailer } from './modules/mail/mailer.js';
import { outboxRoutes } from './modules/mail/outbox.routes.js';
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

  const jobs = createJobQueue({ db: database.db, log: app.log, ...options.jobs });
  const transport =
    options.mailTransport ??
    createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db });
  const mailer = createMailer(jobs, transport);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('audit', createAuditWriter(database.db));
  app.decorate('tokens', createTokenService(options.jwtSecret));
  app.addHook('onReady', async () => {
    if (options.startWorker !== false) jobs.start();
  });
  // onClose runs once in-flight requests are answered: the worker finishes its jobs, then stops.
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin);

  const identity = createIdentityService(app, options.hmacSecret);
  await app.register(systemRoutes);
  await app.register(identityRoutes(identity));
  await app.register(assistantRoutes(identity));
  if (mailer.kind === 'outbox' && config.env !== 'production') await app.register(outboxRoutes);

  await registerWeb(app, config.webDist ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
