import { Readable } from 'node:stream';
import { UsageReportColumns } from '@clinicall/shared/admin-report/usage-report';
import { csvLine } from '../../lib/csv-line.js';

/**
 * The report as CSV: its header, then each page's text as the database wrote it. The stream reads
 * the next page only once the response has drained the last (a byte stream: one page is past its
 * high-water mark), so a large report never sits in memory, and a download the client abandons
 * stops reading the database.
 */
export function reportCsv(pages: () => AsyncIterable<string>): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine(UsageReportColumns);
      yield* pages();
    })(),
    { objectMode: false },
  );
}
