import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.js';
import { followChannel, type Channel, type ChannelFollower } from '../db/notifications.js';
import { systemClock } from '../lib/clock.js';
import { trackHandlers } from '../lib/handlers-in-flight.js';
import { createLimiterStore } from '../lib/limiter-store.js';
import { createAuditWriter } from '../modules/audit/audit.service.js';
import { createRefusalAudit } from '../modules/audit/refusal-audit.service.js';
import { createJobQueue } from '../modules/jobs/job-queue.js';
import { countDeliveryFailures } from '../modules/mail/delivery-failures.js';
import { createMailTransport } from '../modules/mail/mail-transport.js';
import { createMailer } from '../modules/mail/mailer.js';
import { registerAppGauges } from '../modules/metrics/app-gauges.js';
import { createMetrics } from '../modules/metrics/metrics.js';
import { registerRequestMetrics } from '../modules/metrics/request-metrics.js';
import { createTokenService } from '../modules/sessions/token.service.js';
import { createSmsSender } from '../modules/sms/sms.service.js';
import { createSmsTransport } from '../modules/sms/sms-transport.js';
import { createLocalFileStorage } from '../modules/storage/local-file-storage.js';
import { registerUploadSweep } from '../modules/storage/unsettled-uploads.js';

/**
 * What every domain may use and none owns: the database, clock and secrets, the job queue with
 * the mail and SMS senders on it, token signing, file storage, rate limiters and the refusal
 * audit. Built once per app, before any plugin; the app's decorators point at the same objects.
 */
export async function createPlatform(app: FastifyInstance, options: AppOptions) {
  const { config, database, hmacSecret } = options;
  const { db } = database;
  const jobs = createJobQueue({ db, log: app.log, ...options.jobs });
  const metrics = createMetrics({ enabled: config.metrics !== undefined });
  const transport = countDeliveryFailures(
    options.mailTransport ??
      createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, db }),
    (kind) => metrics.mailFailures.inc({ transport: kind }),
  );
  const mailer = createMailer(jobs, transport);
  const tokens = createTokenService(options.jwtSecret);
  app.decorate('config', config);
  app.decorate('handlers', trackHandlers(app));
  app.decorate('database', database);
  app.decorate('db', db);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('audit', createAuditWriter(db));
  app.decorate('tokens', tokens);
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  registerAppGauges(app, metrics);
  // The S3 client library is loaded only when S3 is configured: it cost every start 0.15 s.
  const storage =
    options.storage ??
    (config.storage.kind === 's3'
      ? (await import('../modules/storage/s3-file-storage.js')).createS3FileStorage(config.storage)
      : createLocalFileStorage(path.join(config.dataDir, 'files')));
  app.decorate('storage', storage);
  registerUploadSweep(app, { db, jobs, storage });
  app.addHook('onReady', async () => {
    if (options.startWorker !== false) jobs.start();
  });
  // onClose runs once in-flight requests are answered: the worker finishes its jobs, then stops.
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });
  const limiters = await createLimiterStore({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    keySecret: hmacSecret,
    log: app.log,
  });
  app.addHook('onClose', async () => limiters.close());
  const sms = createSmsSender(jobs, options.smsTransport ?? createSmsTransport(config.sms, db));
  return {
    config,
    /** The process log: operators' lines (lockouts, limits) that no request answers carry. */
    log: app.log,
    database,
    db,
    clock: options.clock ?? systemClock,
    hmacSecret,
    jobs,
    mailer,
    sms,
    tokens,
    storage,
    limiters,
    refusals: createRefusalAudit(),
    metrics,
  };
}

export type Platform = Awaited<ReturnType<typeof createPlatform>>;

/**
 * Keeps an instance's caches in step with every instance's commits on `channel` for as long as
 * the app lives: following stops when the app closes.
 */
export async function followForLife(
  app: FastifyInstance,
  listen: Platform['database']['listen'],
  channel: Channel,
  followers: readonly ChannelFollower[],
) {
  const stop = await followChannel(listen, channel, followers);
  app.addHook('onClose', () => stop());
}
