import { Readable } from 'node:stream';
import { UsageReportColumns } from '@clinicall/shared/admin-report/usage-report';
import { csvLine } from '../../lib/csv-line.js';

/**
 * The report as CSV: its header, then its lines as the database wrote them (keyset pages or COPY
 * chunks). The stream reads on only once the response has drained what it has (a byte stream:
 * one page is past its high-water mark), so a large report never sits in memory, and a download
 * the client abandons stops reading the database.
 */
export function reportCsv(pages: () => AsyncIterable<string | Buffer>): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine(UsageReportColumns);
      yield* pages();
    })(),
    { objectMode: false },
  );
}
