import { Readable } from 'node:stream';
import { UsageReportColumns } from '@clinicall/shared/admin-report/usage-report';
import { csvLine } from '../../lib/csv-line.js';
import { isoFromMicros } from '../../lib/keyset-cursor.js';
import type { UsageReportRow } from './usage-report.repository.js';

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** I18: one encounter as the report's cells, in the order of `UsageReportColumns`. */
export function reportCells(row: UsageReportRow): string[] {
  return [
    String(row.id),
    isoFromMicros(row.micros),
    String(row.clinicId),
    row.clinicName,
    String(row.providerId),
    `${row.providerFirst} ${row.providerLast}`.trim(),
    String(row.patientId),
    `${row.patientFirst} ${row.patientLast}`.trim(),
    row.type,
    row.status,
    row.durationMinutes === null ? '' : String(row.durationMinutes),
    row.paymentType,
    dollars(row.priceCents),
    dollars(row.chargedCents),
    dollars(row.refundedCents),
  ];
}

/**
 * The report as CSV, one string per page of rows. The stream reads the next page only once the
 * response has drained the last (a byte stream: one page is past its high-water mark), so a large
 * report never sits in memory, and a download the client abandons stops reading the database.
 */
export function reportCsv(pages: () => AsyncIterable<UsageReportRow[]>): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine(UsageReportColumns);
      for await (const page of pages()) {
        let text = '';
        for (const row of page) text += csvLine(reportCells(row));
        yield text;
      }
    })(),
    { objectMode: false },
  );
}
