import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './database.js';

type JournalEntry = { tag: string; when: number };

let journal: Promise<JournalEntry[]> | undefined;
/** The migrations this build carries, oldest first (drizzle-kit's journal). */
const entries = () =>
  (journal ??= readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: JournalEntry[] }).entries,
  ));

/**
 * Which of this build's migrations the database has: Drizzle's migrator records each applied one
 * in `drizzle.__drizzle_migrations` with its journal time and applies those newer than the
 * latest recorded, so the same comparison tells what is pending. A database migrated by a newer
 * build (a rolling upgrade) has nothing pending for this one.
 */
export async function migrationState(db: Db) {
  const expected = await entries();
  const result = (await db.execute(
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  )) as { rows: { latest: string | null }[] };
  const latestWhen = Number(result.rows[0]?.latest ?? 0);
  const pending = expected.filter((entry) => entry.when > latestWhen).map((entry) => entry.tag);
  const latest = [...expected].reverse().find((entry) => entry.when <= latestWhen);
  return {
    /** The newest of this build's migrations the database has, by tag (null: none). */
    latest: latest?.tag ?? null,
    /** This build's newest migration. */
    expected: expected.at(-1)?.tag ?? null,
    pending,
  };
}
