import Papa from 'papaparse';
import { CsvMessages } from './messages.js';
import { CSV_MAX_ROWS, checkInviteRows, type InviteRow } from './rules.js';

export type CsvCheck =
  { ok: true; rows: InviteRow[]; message: string } | { ok: false; messages: string[] };

/** F74: the template's header line, skipped when a file starts with it. */
export const CSV_HEADER = 'First Name,Last Name,Email,Gender,Date Of Birth';

/** The downloadable template (F73): the header and one example row. */
export const CSV_TEMPLATE = `${CSV_HEADER}\r\nJane,Doe,jane.doe@example.com,female,12/25/1990\r\n`;

/** F73–F83: a CSV invite file parsed and checked, with the spec's messages. */
export function checkInviteCsv(text: string): CsvCheck {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const lines = parsed.data.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const hasHeader = /^first name$/i.test(lines[0]?.[0]?.trim() ?? '');
  const rows = hasHeader ? lines.slice(1) : lines;
  if (rows.length === 0) return { ok: false, messages: [CsvMessages.nothingUsable] };
  if (rows.length > CSV_MAX_ROWS) return { ok: false, messages: [CsvMessages.tooManyRows] };
  const checked = checkInviteRows(rows, hasHeader ? 2 : 1, true);
  if (checked.errors.length > 0) {
    return { ok: false, messages: [...checked.errors, CsvMessages.fixAndRetry] };
  }
  return { ok: true, rows: checked.rows, message: CsvMessages.valid };
}
