import { chmod, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes `dir` and everything under it readable by this user only (folders 0700, files 0600).
 * The umask covers files the process creates; PGlite also unpacks its initial database with
 * explicit modes (0666) and PostgreSQL writes some files 0644, which only a chmod corrects.
 */
export async function makePrivate(dir: string) {
  await chmod(dir, 0o700);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600),
    ),
  );
}
