import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { micros, type KeysetCursor } from '../../lib/keyset-cursor.js';

const provider = alias(users, 'provider');
const patient = alias(users, 'patient');

/**
 * A text cell as `csvLine` writes it (lib/csv-line.ts, lib/csv-formula-guard.ts): a leading
 * =, +, -, @, tab or carriage return gets a quote mark first, and a cell holding a double quote,
 * comma or line break is quoted. Applied to the cells people type (names); the others are
 * numbers, times and the enums' capital letters, which need neither. `value` is a column of the
 * page's subquery, so repeating it here costs nothing.
 */
const csvText = (value: SQL) => {
  const guarded = sql`(case when left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${value} else ${value} end)`;
  return sql`(case when ${value} ~ '[",\\r\\n]' then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end)`;
};

/** What the card charges of one encounter in a given state add up to, in cents. */
const paymentsIn = (status: 'charged' | 'refunded') =>
  sql`(select sum(p.amount_cents) from payments p where p.encounter_id = ${encounters.id} and p.status = ${status})`;

const dollars = (cents: SQL) => sql`coalesce((${cents} / 100.0)::numeric(20, 2)::text, '')`;

/** The report's span as instants: UTC days, the last one included. */
export type ReportSpan = { from: Date; until: Date };

/**
 * The usage report's keyset page, written by PostgreSQL as one CSV text: encounters starting
 * before `until`, after the cursor (start time, id), oldest first, and the page's last cursor.
 * The database formats each line as COPY would; building every row as an object and its line
 * in JavaScript cost over three times the COPY of the same rows and 130 MB of memory
 * (bench/usage-report.mjs). Prepared once per database: a report of a million rows runs it
 * hundreds of times, and re-planning each page cost as much as running it. Index
 * `encounters_start_id_idx` (migration 0040) keeps every page as cheap as the first.
 */
export function prepareUsageReportPage(db: Db) {
  const rows = db
    .select({
      id: sql<number>`${encounters.id}`.as('id'),
      startTime: sql`${encounters.startTime}`.as('start_time'),
      micros: micros(encounters.startTime).as('micros'),
      clinicId: sql`${encounters.clinicId}`.as('clinic_id'),
      clinicName: sql`${clinics.name}`.as('clinic_name'),
      providerId: sql`${encounters.providerId}`.as('provider_id'),
      providerName: sql`btrim(${provider.firstName} || ' ' || ${provider.lastName}, ' ')`.as(
        'provider_name',
      ),
      patientId: sql`${encounters.patientId}`.as('patient_id'),
      patientName: sql`btrim(${patient.firstName} || ' ' || ${patient.lastName}, ' ')`.as(
        'patient_name',
      ),
      type: sql`${encounters.type}`.as('type'),
      status: sql`${encounters.status}`.as('status'),
      duration: sql`${encounters.durationMinutes}`.as('duration'),
      paymentType: sql`${encounters.paymentType}`.as('payment_type'),
      price: sql`${encounters.quantityCents}`.as('price'),
      charged: paymentsIn('charged').as('charged'),
      refunded: paymentsIn('refunded').as('refunded'),
    })
    .from(encounters)
    .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
    .innerJoin(provider, eq(provider.id, encounters.providerId))
    .innerJoin(patient, eq(patient.id, encounters.patientId))
    .where(
      and(
        sql`${encounters.startTime} < ${sql.placeholder('until')}::timestamptz`,
        sql`(${encounters.startTime}, ${encounters.id}) > (timestamptz 'epoch' + ${sql.placeholder('micros')}::bigint * interval '1 microsecond', ${sql.placeholder('id')}::int)`,
      ),
    )
    .orderBy(asc(encounters.startTime), asc(encounters.id))
    .limit(sql.placeholder('size'))
    .as('page');
  // I18: one encounter as its CSV line, in the order of `UsageReportColumns`.
  const line = sql`concat_ws(',', ${rows.id},
    to_char(${rows.startTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    ${rows.clinicId}, ${csvText(sql`${rows.clinicName}`)},
    ${rows.providerId}, ${csvText(sql`${rows.providerName}`)},
    ${rows.patientId}, ${csvText(sql`${rows.patientName}`)},
    ${rows.type}, ${rows.status}, coalesce(${rows.duration}::text, ''), ${rows.paymentType},
    ${dollars(sql`${rows.price}`)}, ${dollars(sql`${rows.charged}`)}, ${dollars(sql`${rows.refunded}`)}
  ) || E'\\r\\n'`;
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
