import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { connectWithRetry } from './db/connect-with-retry.js';
import { closeGracefully } from './lib/graceful-shutdown.js';
import { listenAddress } from './lib/listen-address.js';
import { createLogger } from './lib/logger.js';
import { loadSecrets } from './lib/secrets.js';
import { assertSharedSecrets } from './lib/shared-secrets.js';
import { StartupError } from './lib/startup-error.js';
import { describeError } from './lib/safe-error.js';
import { databaseStartLine } from './db/database-start-line.js';
import { demoAccountsIn, refuseDemoAccounts } from './seed/demo-accounts-present.js';
import { seedDemoOnce } from './seed/seed-demo-once.js';
import { readyLine } from './lib/ready-line.js';
import { checkStorageAtStart } from './modules/system/readiness.routes.js';
import { startMetricsServer } from './modules/metrics/metrics-server.js';

// Everything this process writes (database files, generated secrets) is readable by its user
// only: data directories 0700, files 0600, whatever the shell's umask.
process.umask(0o077);

async function main(config: Config) {
  const log = createLogger(config);
  // Node's warnings (a library's deprecation notice) are printed as plain text by default: they
  // join the log as one line instead, so a collector of JSON lines keeps them (issue 24).
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    log.warn({ warning: warning.name }, warning.message.replace(/\s+/g, ' ').trim());
  });
  try {
    await serve(config, log);
  } catch (error) {
    // Never the raw error: a failed query's message carries its SQL and parameters.
    if (error instanceof StartupError) log.fatal(error.message);
    else log.fatal({ error: describeError(error) }, 'start-up failed');
    log.flush();
    process.exit(error instanceof StartupError ? error.exitCode : 70);
  }
}

async function serve(config: Config, log: ReturnType<typeof createLogger>) {
  log.info(await databaseStartLine(config));
  const started = Date.now();
  const database = await connectWithRetry(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, log } : { dataDir: config.dataDir },
    { timeoutMs: config.databaseConnectTimeoutMs, log },
  );
  log.info({ ms: Date.now() - started }, `${database.kind} database ready`);
  if (config.env === 'production') await refuseDemoAccounts(database.db);
  const secrets = await loadSecrets(config);
  await assertSharedSecrets(database.db, secrets, config.acceptNewSecrets);
  const app = await buildApp({ config, database, logger: log, ...secrets });
  await checkStorageAtStart(app.storage, config, app.log);
  if (config.seedDemo) {
    const seeded = await seedDemoOnce({
      database,
      storage: app.storage,
      hmacSecret: secrets.hmacSecret,
      onSeeding: () => app.log.info('seeding the demo clinic into the empty database'),
    });
    if (seeded) app.log.info('seeded the demo clinic; the README lists its accounts');
  }

  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: answering the requests received, then closing');
    await metricsServer?.close();
    const finished = await closeGracefully(app, database, config.shutdownGraceMs);
    app.log.info(
      { signal, withinGrace: finished },
      finished ? 'stopped: every request answered' : 'stopped after the grace period',
    );
    log.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const demo = (await demoAccountsIn(database.db)).length > 0;
  const { host, why } = listenAddress(config.host, demo);
  await app.listen({ port: config.port, host });
  if (config.metrics) {
    metricsServer = await startMetricsServer(app.metrics, config.metrics, app.log);
    app.log.info(`metrics served at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  const ready = readyLine(config, { database: database.kind, mail: app.mailer.kind });
  app.log.info(
    { url: config.publicUrl, host, ...ready.fields },
    `Clinicall is ready, listening on ${host}:${config.port}: ${why}; ${ready.text}`,
  );
}

try {
  await main(loadConfig());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(78);
}
