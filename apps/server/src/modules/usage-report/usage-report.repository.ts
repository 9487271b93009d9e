import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';
import { reportCells, reportRows } from './usage-report-cells.js';

/** The report's span as instants: UTC days, the last one included. */
export type ReportSpan = { from: Date; until: Date };

/**
 * A cell as `csvLine` writes it (lib/csv-line.ts), and as PostgreSQL's CSV writer does: quoted
 * when it holds a double quote, comma or line break, its quotes doubled.
 */
const csvQuoted = (value: SQL) =>
  sql`(case when ${value} ~ '[",\\r\\n]' then '"' || replace(${value}, '"', '""') || '"' else ${value} end)`;

/**
 * The usage report's keyset page, written by the database as one CSV text: encounters starting
 * before `until`, after the cursor (start time, id), oldest first, and the page's last cursor.
 * Node streams one string per page instead of building 2,000 objects and their lines. Prepared
 * once per database; index `encounters_start_id_idx` (migration 0040) keeps every page as cheap
 * as the first. PGlite's path (PostgreSQL streams one COPY instead, `copyReportStatement`).
 */
export function prepareUsageReportPage(db: Db) {
  const rows = reportRows(
    db,
    sql`${encounters.startTime} < ${sql.placeholder('until')}::timestamptz
      and (${encounters.startTime}, ${encounters.id}) > (timestamptz 'epoch' + ${sql.placeholder('micros')}::bigint * interval '1 microsecond', ${sql.placeholder('id')}::int)`,
    sql.placeholder('size'),
  );
  const cells = reportCells(rows).map(({ cell, typed }) => {
    const text = sql`coalesce(${cell}, '')`;
    return typed ? csvQuoted(text) : text;
  });
  const line = sql`concat_ws(',', ${sql.join(cells, sql`, `)}) || E'\\r\\n'`;
  const statement = db
    .select({
      text: sql<string | null>`string_agg(${line}, '' order by ${rows.startTime}, ${rows.id})`,
      count: sql<number>`count(*)::int`,
      lastMicros: sql<
        string | null
      >`(array_agg(${rows.micros} order by ${rows.startTime} desc, ${rows.id} desc))[1]`,
      lastId: sql<
        number | null
      >`(array_agg(${rows.id} order by ${rows.startTime} desc, ${rows.id} desc))[1]`,
    })
    .from(rows)
    .prepare('usage_report_csv_page');
  return async (span: ReportSpan, cursor: KeysetCursor, size: number) => {
    const [page] = await statement.execute({
      until: span.until.toISOString(),
      micros: cursor.micros,
      id: cursor.id,
      size,
    });
    const count = page?.count ?? 0;
    return {
      text: page?.text ?? '',
      count,
      last:
        count > 0 && page?.lastMicros != null && page.lastId != null
          ? { micros: page.lastMicros, id: Number(page.lastId) }
          : null,
    };
  };
}

/** The place just before the span's first instant: the first page starts there. */
export const cursorBefore = (span: ReportSpan): KeysetCursor => ({
  micros: (BigInt(span.from.getTime()) * 1000n - 1n).toString(),
  id: 0,
});

/** An instant as a SQL literal; `toISOString` writes only digits, dashes, colons, a dot, T and Z. */
const instant = (at: Date) => sql.raw(`timestamptz '${at.toISOString()}'`);

/**
 * The whole span as one `COPY … TO STDOUT (FORMAT csv)` (a COPY takes no parameters, so the
 * span's instants are written into its text). The cells are the keyset page's, and PostgreSQL
 * quotes exactly as `csvQuoted` does; it ends rows with LF where the report ends them with CRLF
 * (`crlfRows`).
 */
export function copyReportStatement(db: Db, span: ReportSpan): string {
  const rows = reportRows(
    db,
    sql`${encounters.startTime} >= ${instant(span.from)} and ${encounters.startTime} < ${instant(span.until)}`,
  );
  const query = db
    .select({
      cells: sql.join(
        reportCells(rows).map(({ cell }) => cell),
        sql`, `,
      ),
    })
    .from(rows)
    // Qualified: a bare "id" would name the select's own first cell, the id as text.
    .orderBy(sql`"page"."start_time", "page"."id"`)
    .toSQL();
  if (query.params.length > 0) throw new Error('the usage report COPY must have no parameters');
  return `copy (${query.sql}) to stdout with (format csv)`;
}
