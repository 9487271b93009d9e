import { access } from 'node:fs/promises';
import path from 'node:path';

/**
 * What opening the database is about to do, said before it starts: creating and migrating an
 * embedded database takes half a minute on a small machine, and silence looks like a hang.
 */
export async function databaseStartLine(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.databaseUrl) {
    return `connecting to PostgreSQL at ${new URL(config.databaseUrl).host} and applying any pending migrations`;
  }
  const exists = await access(path.join(config.dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  return exists
    ? `opening the embedded database in ${config.dataDir} and applying any pending migrations`
    : `creating the embedded database in ${config.dataDir} and migrating it (the first start takes up to a minute)`;
}
