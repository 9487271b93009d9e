// The built server for the read-audit benchmark: `node read-audit-server.mjs on|off`. It starts the
// app as apps/server/src/server.ts does (configuration from the environment, the database, the
// secrets, graceful shutdown on SIGTERM), with `auditPatientReads` on or off. That switch is an
// option of buildApp that no configuration reaches: a clinic cannot turn the read audit off, and
// only this comparison builds the app without it. Both sides run through this file, so they
// differ in that switch alone.
import { buildApp } from '../../apps/server/dist/app.js';
import { loadConfig } from '../../apps/server/dist/config.js';
import { connectWithRetry } from '../../apps/server/dist/db/connect-with-retry.js';
import { closeGracefully } from '../../apps/server/dist/lib/graceful-shutdown.js';
import { createLogger } from '../../apps/server/dist/lib/logger.js';
import { loadSecrets } from '../../apps/server/dist/lib/secrets.js';

const side = process.argv[2];
if (side !== 'on' && side !== 'off') {
  console.error('usage: read-audit-server.mjs on|off');
  process.exit(2);
}
process.umask(0o077);
const config = loadConfig();
const log = createLogger(config);
if (!config.databaseUrl) throw new Error('the read-audit benchmark runs on PostgreSQL only');
const database = await connectWithRetry(
  { databaseUrl: config.databaseUrl, log },
  { timeoutMs: config.databaseConnectTimeoutMs, log },
);
const app = await buildApp({
  config,
  database,
  logger: log,
  ...(await loadSecrets(config)),
  auditPatientReads: side === 'on',
});
process.once('SIGTERM', () => {
  void closeGracefully(app, database, config.shutdownGraceMs).then(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host ?? '127.0.0.1' });
