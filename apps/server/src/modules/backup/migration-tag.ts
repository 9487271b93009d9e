import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../../db/database.js';

/** The tag (`0045_installation_secrets`) of the migration recorded at `when`, by the journal. */
export async function migrationTag(when: number | null) {
  if (when === null) return null;
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries.find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
}
