import { CsvMessages } from './messages.js';
import { parseCsvDate, todayIso } from './dates.js';

export const CSV_MAX_ROWS = 300;
export const CSV_COLUMNS = 5;
export const EHR_ID_INVITE_MAX = 14;
/** Spec 2 §9: names 50 characters, e-mail 100. */
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
/** Not in the spec: how long a mailed sign-up or join link works. */
export const INVITATION_TTL_DAYS = 7;

/** A standard address pattern: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** F79: male or female, m and f accepted, any case. */
export function parseGender(value: string): Gender | null {
  const v = value.trim().toLowerCase();
  if (v === 'male' || v === 'm') return 'male';
  if (v === 'female' || v === 'f') return 'female';
  return null;
}

export type InviteRow = {
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender;
  /** YYYY-MM-DD */
  dateOfBirth: string;
};

/**
 * F77–F80: one row's five cells checked and normalized, or the reason it is refused. The web's CSV
 * check and the server's re-check of every posted row both run this, so they cannot disagree.
 */
export function checkInviteCells(
  cells: readonly string[],
): { row: InviteRow } | { reason: string } {
  if (cells.length !== CSV_COLUMNS) return { reason: CsvMessages.dataMissing };
  const [first = '', last = '', mail = '', gender = '', date = ''] = cells;
  // F77 says trimmed and lower-cased; names are kept as written (issue 21: "mary smith" in every
  // list read as a mistake), and every comparison of names ignores case (the roster's lower()).
  const firstName = first.trim();
  const lastName = last.trim();
  if (!firstName || !lastName || firstName.length > NAME_MAX || lastName.length > NAME_MAX) {
    return { reason: CsvMessages.nameMissing };
  }
  const email = mail.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    return { reason: CsvMessages.emailInvalid };
  }
  const parsedGender = parseGender(gender);
  if (!parsedGender) return { reason: CsvMessages.genderInvalid };
  const dateOfBirth = parseCsvDate(date);
  if (!dateOfBirth || dateOfBirth > todayIso()) return { reason: CsvMessages.dateInvalid };
  return { row: { firstName, lastName, email, gender: parsedGender, dateOfBirth } };
}

export type RowsCheck = { rows: InviteRow[]; errors: string[] };

/**
 * F81 and the duplicate rule: every row checked, numbered from `firstRowNumber` (the file's line
 * number on the web, the list position on the server). An e-mail seen before in the same list is
 * refused, so one person is never invited twice by one file.
 */
export function checkInviteRows(
  rows: readonly (readonly string[])[],
  firstRowNumber = 1,
  stopAtMissingData = false,
): RowsCheck {
  const valid: InviteRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const [index, cells] of rows.entries()) {
    const number = index + firstRowNumber;
    const checked = checkInviteCells(cells);
    if ('reason' in checked) {
      errors.push(CsvMessages.rowInvalid(number, checked.reason));
      // F76: a row without its five columns ends the parse.
      if (stopAtMissingData && checked.reason === CsvMessages.dataMissing) break;
      continue;
    }
    if (seen.has(checked.row.email)) {
      errors.push(CsvMessages.rowInvalid(number, CsvMessages.duplicateEmail));
      continue;
    }
    seen.add(checked.row.email);
    valid.push(checked.row);
  }
  return { rows: valid, errors };
}
