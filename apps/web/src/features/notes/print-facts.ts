import type { EncounterForm } from '@clinicall/shared/notes/summaries';
import { isoToBirthDate } from '@clinicall/shared/people/birth-date';
import { EncounterTypeLabel, EncounterTypeSchema } from '@clinicall/shared/scheduling/types';

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD), or null without a date. */
export function ageOn(dateOfBirth: string | null, today: string): number | null {
  if (dateOfBirth === null) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}

/** MM/DD/YYYY, the spec's date-of-birth format (spec 1 §9). */
export function usDate(isoDate: string | null): string {
  return isoDate === null ? '—' : isoToBirthDate(isoDate) || isoDate;
}

/** E53: "Video Exam · Follow-up" for a video sub-type, else the type's label. */
export function visitType(form: EncounterForm): string {
  const parsed = EncounterTypeSchema.safeParse(form.encounterType);
  const label = parsed.success ? EncounterTypeLabel[parsed.data] : form.encounterType;
  return form.videoTypeName ? `${label} · ${form.videoTypeName}` : label;
}

/** E53: "34 / Female", with a dash for what is unknown. */
export function ageGender(form: EncounterForm, today: string): string {
  const age = ageOn(form.dateOfBirth, today);
  return `${age ?? '—'} / ${form.gender ?? '—'}`;
}
