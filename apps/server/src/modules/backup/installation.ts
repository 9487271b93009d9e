import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../storage/file-storage.js';

/** What a backup reads and a restore writes: one installation's database, files and secrets. */
export type Installation = {
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  storage: FileStorage;
  /** JWT_SECRET and HMAC_SECRET as configured (undefined: generated into DATA_DIR). */
  jwtSecret: string | undefined;
  hmacSecret: string | undefined;
};

export const SECRET_FILES = { JWT_SECRET: 'jwt-secret', HMAC_SECRET: 'hmac-secret' } as const;

/** The installation's two secrets: configured, or the ones generated into DATA_DIR. */
export async function installationSecrets(installation: Installation) {
  const generated = async (file: string) =>
    readFile(path.join(installation.dataDir, file), 'utf8').then(
      (text) => text.trim(),
      () => undefined,
    );
  return {
    JWT_SECRET: installation.jwtSecret ?? (await generated(SECRET_FILES.JWT_SECRET)),
    HMAC_SECRET: installation.hmacSecret ?? (await generated(SECRET_FILES.HMAC_SECRET)),
  };
}
