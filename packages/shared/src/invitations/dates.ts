const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (no 02/30), as YYYY-MM-DD, or null. */
function isoIfReal(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day || year < 1900) return null;
  return date.toISOString().slice(0, 10);
}

/** F69: a form's mm/dd/yyyy as the ISO day it names, or null when it is not a real date. */
export function usDateToIso(value: string): string | null {
  const match = US_DATE.exec(value.trim());
  if (!match) return null;
  return isoIfReal(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** YYYY-MM-DD that names a real day, or null. */
export function checkIsoDate(value: string): string | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  return isoIfReal(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** YYYY-MM-DD shown as the spec's MM/DD/YYYY. */
export const isoToUsDate = (iso: string) =>
  `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** F80: a CSV date may be written mm/dd/yyyy, m/d/yyyy or yyyy-mm-dd. */
export function parseCsvDate(value: string): string | null {
  const trimmed = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (us) return isoIfReal(Number(us[3]), Number(us[1]), Number(us[2]));
  return checkIsoDate(trimmed);
}

/** Today's calendar day where the check runs, as YYYY-MM-DD (UTC: a day's slack either way). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
