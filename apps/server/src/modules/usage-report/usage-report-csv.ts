import { Readable } from 'node:stream';
import { UsageReportColumns } from '@clinicall/shared/admin-report/usage-report';
import { stringify } from 'csv-stringify';
import { isoFromMicros } from '../../lib/keyset-cursor.js';
import { formulaSafe } from '../../lib/csv-formula-guard.js';
import type { UsageReportRow } from './usage-report.repository.js';

type Column = (typeof UsageReportColumns)[number];

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** I18: one encounter as the report's cells (every cell text, so each passes the formula guard). */
export function reportRecord(row: UsageReportRow): Record<Column, string> {
  return {
    encounter_id: String(row.id),
    start_time_utc: isoFromMicros(row.micros),
    clinic_id: String(row.clinicId),
    clinic_name: row.clinicName,
    provider_id: String(row.providerId),
    provider_name: `${row.providerFirst} ${row.providerLast}`.trim(),
    patient_id: String(row.patientId),
    patient_name: `${row.patientFirst} ${row.patientLast}`.trim(),
    type: row.type,
    status: row.status,
    duration_minutes: row.durationMinutes === null ? '' : String(row.durationMinutes),
    payment_type: row.paymentType,
    price_usd: dollars(row.priceCents),
    charged_usd: dollars(row.chargedCents),
    refunded_usd: dollars(row.refundedCents),
  };
}

/**
 * The report as CSV. `pages` is read only as fast as the response drains (the object stream holds
 * a few rows, the current page at most), so a large report never sits in memory and a download
 * the client abandons stops reading the database.
 */
export function reportCsv(pages: () => AsyncIterable<UsageReportRow[]>): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const page of pages()) for (const row of page) yield reportRecord(row);
    })(),
  );
  const csv = stringify({
    header: true,
    columns: [...UsageReportColumns],
    cast: { string: formulaSafe },
  });
  records.on('error', (error) => csv.destroy(error));
  csv.on('close', () => records.destroy());
  return records.pipe(csv);
}
