import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import type { Installation } from '../modules/backup/installation.js';
import { createLocalFileStorage } from '../modules/storage/local-file-storage.js';

/** The installation the server's own environment describes; a bad variable ends with one line. */
export async function installationFromEnvironment(): Promise<Installation> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
  const storage =
    config.storage.kind === 's3'
      ? (await import('../modules/storage/s3-file-storage.js')).createS3FileStorage(config.storage)
      : createLocalFileStorage(path.join(config.dataDir, 'files'));
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    storage,
    jwtSecret: config.jwtSecret,
    hmacSecret: config.hmacSecret,
  };
}
