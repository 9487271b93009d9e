// The built server for the read-audit benchmark, both sides in one process:
// `PORT=… OFF_PORT=… node read-audit-server.mjs on,off` builds the app as apps/server/src/server.ts
// does (configuration from the environment, the database, the secrets, graceful shutdown on
// SIGTERM) twice, in the order given: one with the read audit (`on`, listening on PORT) and one
// without (`off`, on OFF_PORT). The switch is `auditPatientReads`, an option of buildApp that no
// configuration reaches: a clinic cannot turn the read audit off, and only this comparison builds
// the app without it. One process holds both because two processes of the same build differed by
// up to 35 % on the same request for their whole life (bench/README.md): here both sides share the
// process, its compiled code and its database pool, and differ in that switch alone.
// `READ_AUDIT_CONTROL=1` builds both without the audit (the method's own error).
import { buildApp } from '../../apps/server/dist/app.js';
import { loadConfig } from '../../apps/server/dist/config.js';
import { connectWithRetry } from '../../apps/server/dist/db/connect-with-retry.js';
import { closeGracefully } from '../../apps/server/dist/lib/graceful-shutdown.js';
import { createLogger } from '../../apps/server/dist/lib/logger.js';
import { loadSecrets } from '../../apps/server/dist/lib/secrets.js';

const order = process.argv[2]?.split(',') ?? [];
const ports = { on: Number(process.env.PORT), off: Number(process.env.OFF_PORT) };
if (order.length !== 2 || !order.includes('on') || !order.includes('off') || !ports.off) {
  console.error('usage: PORT=… OFF_PORT=… read-audit-server.mjs on,off|off,on');
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
const secrets = await loadSecrets(config);
const control = process.env.READ_AUDIT_CONTROL === '1';
/** @type {Array<import('fastify').FastifyInstance>} */
const apps = [];
for (const side of order) {
  const app = await buildApp({
    config,
    database,
    logger: log,
    ...secrets,
    auditPatientReads: side === 'on' && !control,
  });
  await app.listen({ port: ports[side], host: config.host ?? '127.0.0.1' });
  apps.push(app);
}
process.once('SIGTERM', () => {
  // Each app's close waits for its requests in flight; the database goes with the last.
  void Promise.all(apps.slice(0, -1).map((app) => app.close()))
    .then(() => closeGracefully(apps.at(-1), database, config.shutdownGraceMs))
    .then(() => process.exit(0));
});
