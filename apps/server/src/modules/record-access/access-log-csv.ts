import { Readable } from 'node:stream';
import { readerRoleLabel, readKindLabel } from '@clinicall/shared/record-access/messages';
import { stringify } from 'csv-stringify';
import type { AccessLogRow } from './access-log.repository.js';
import { formulaSafe } from '../../lib/csv-formula-guard.js';
import { isoFromMicros } from './access-cursor.js';

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? '' : `${first ?? ''} ${last ?? ''}`.trim();

export const csvColumns = [
  'time_utc',
  'patient_id',
  'patient_name',
  'reader_id',
  'reader_name',
  'reader_role',
  'acting_assistant_id',
  'acting_assistant_name',
  'what',
  'kind',
  'record_id',
  'route',
  'ip',
  'user_agent',
] as const;

export function csvRecord(row: AccessLogRow): Record<(typeof csvColumns)[number], string> {
  return {
    time_utc: isoFromMicros(row.micros),
    patient_id: row.patientId?.toString() ?? '',
    patient_name: fullName(row.patientFirst, row.patientLast),
    reader_id: row.readerId?.toString() ?? '',
    reader_name: fullName(row.readerFirst, row.readerLast),
    reader_role: row.readerRole === null ? '' : readerRoleLabel(row.readerRole),
    acting_assistant_id: row.assistantId?.toString() ?? '',
    acting_assistant_name: fullName(row.assistantFirst, row.assistantLast),
    what: readKindLabel(row.kind),
    kind: row.kind ?? '',
    record_id: row.recordId ?? '',
    route: row.route ?? '',
    ip: row.ip ?? '',
    user_agent: row.userAgent ?? '',
  };
}

/**
 * The rows as CSV, read page by page as the reader of the stream asks for more: a large log never
 * sits in memory, and a download the client abandons stops reading the database.
 */
export function csvStream(pages: () => AsyncIterable<AccessLogRow>): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const row of pages()) yield csvRecord(row);
    })(),
  );
  const csv = stringify({
    header: true,
    columns: [...csvColumns],
    // Names and user agents are typed by users: no cell may run as a spreadsheet formula.
    cast: { string: formulaSafe },
  });
  records.on('error', (error) => csv.destroy(error));
  csv.on('close', () => records.destroy());
  return records.pipe(csv);
}
