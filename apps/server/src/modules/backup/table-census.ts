/** Runs one statement and answers its rows (a pg client's or PGlite's `query`). */
export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the installation (schemas `public` and Drizzle's `drizzle`) with its row count,
 * and with `hashes` an md5 of its rows in a fixed order: what a backup's manifest records and
 * what a restore (and the test that compares installations) checks against.
 */
export async function tableCensus(query: Query, options: { hashes?: boolean } = {}) {
  const { rows: tables } = await query(
    `select schemaname || '.' || tablename as name, schemaname, tablename from pg_tables
      where schemaname in ('public', 'drizzle') order by 1`,
  );
  const census: Record<string, { rows: number; hash?: string }> = {};
  for (const table of tables) {
    const from = `${quoted(String(table.schemaname))}.${quoted(String(table.tablename))}`;
    const hash = options.hashes
      ? `, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash`
      : '';
    const { rows } = await query(`select count(*)::int as rows${hash} from ${from} t`);
    const row = rows[0]!;
    census[String(table.name)] = {
      rows: Number(row.rows),
      ...(options.hashes ? { hash: String(row.hash) } : {}),
    };
  }
  return census;
}

export type TableCensus = Awaited<ReturnType<typeof tableCensus>>;

/** The newest migration recorded in the database, by its journal time (null: none). */
export async function latestMigrationTime(query: Query) {
  const { rows: found } = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  );
  if (!found[0]?.migrated) return null;
  const { rows } = await query(
    `select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.latest ? Number(rows[0].latest) : null;
}

/** The tables whose counts differ from the manifest's, as lines an operator can read. */
export function censusDifferences(expected: Record<string, number>, actual: TableCensus) {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((name) => expected[name] !== actual[name]?.rows)
    .map(
      (name) =>
        `${name}: ${expected[name] ?? 'absent'} in the backup, ${actual[name]?.rows ?? 'absent'} restored`,
    );
}
