/** F29, H10, H11: birth dates typed MM/DD/YYYY, sent and stored YYYY-MM-DD. */
export function maskBirthDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** A real calendar date, not in the future, not before 1900. */
export function isRealBirthDate(iso: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && iso <= today.toISOString().slice(0, 10);
}

/** "12/25/1990" → "1990-12-25"; null when not in that shape. */
export function birthDateToIso(typed: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** "1990-12-25" → "12/25/1990". */
export function isoToBirthDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** Whole years between the birth date and `today` (both calendar dates). */
export function ageOn(iso: string, today: string): number {
  const [by, bm, bd] = iso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
