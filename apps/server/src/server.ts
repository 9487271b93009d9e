import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { connectWithRetry } from './db/connect-with-retry.js';
import { closeGracefully } from './lib/graceful-shutdown.js';
import { listenAddress } from './lib/listen-address.js';
import { createLogger } from './lib/logger.js';
import { loadSecrets } from './lib/secrets.js';
import { StartupError } from './lib/startup-error.js';
import { demoAccountsIn, refuseDemoAccounts } from './seed/demo-accounts-present.js';
import { seedDemoIfEmpty } from './seed/demo-seed.js';
import { seedDemoSso } from './seed/demo-sso.js';

// Everything this process writes (database files, generated secrets) is readable by its user
// only: data directories 0700, files 0600, whatever the shell's umask.
process.umask(0o077);

async function main(config: Config) {
  const log = createLogger(config);
  try {
    await serve(config, log);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    log.fatal(error.message);
    log.flush();
    process.exit(error.exitCode);
  }
}

async function serve(config: Config, log: ReturnType<typeof createLogger>) {
  const database = await connectWithRetry(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, log } : { dataDir: config.dataDir },
    { timeoutMs: config.databaseConnectTimeoutMs, log },
  );
  if (config.env === 'production') await refuseDemoAccounts(database.db);
  const secrets = await loadSecrets(config);
  const app = await buildApp({ config, database, logger: log, ...secrets });
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db, app.storage);
    // The demo's SSO provider needs the server's key to seal its client secret.
    if (seeded) await seedDemoSso(database.db, secrets.hmacSecret);
    if (seeded) app.log.info('seeded the demo clinic; the README lists its accounts');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: answering the requests in flight');
    await closeGracefully(app, database, config.shutdownGraceMs);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const demo = (await demoAccountsIn(database.db)).length > 0;
  const { host, why } = listenAddress(config.host, demo);
  await app.listen({ port: config.port, host });
  app.log.info(
    { url: config.publicUrl, host, database: database.kind, mail: app.mailer.kind },
    `Clinicall is ready, listening on ${host}:${config.port}: ${why}`,
  );
}

try {
  await main(loadConfig());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(78);
}
