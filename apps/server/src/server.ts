import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { loadJwtSecret } from './lib/jwt-secret.js';
import { seedDemoIfEmpty } from './seed/demo-seed.js';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, database, jwtSecret });
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) app.log.info('seeded the demo clinic; the README lists its accounts');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind, mail: app.mailer.kind },
    'Clinicall is ready',
  );
}

await main();
