import { AppointmentTiming } from '@clinicall/shared/scheduling/constants';

const MINUTE = 60_000;

export type CountdownState =
  | { kind: 'hidden' }
  | { kind: 'counting'; text: string; tone: 'fifteen' | 'five' }
  | { kind: 'started' };

/**
 * Spec 1 §4, §9: a mm:ss countdown in the last 15 minutes before start, coloured "fifteen"
 * between 5 and 15 minutes left and "five" under 5; the block disappears 30 minutes after start.
 */
export function countdownAt(startIso: string, now: number): CountdownState {
  const left = Date.parse(startIso) - now;
  if (left > AppointmentTiming.joinBeforeMinutes * MINUTE) return { kind: 'hidden' };
  if (left > 0) {
    const seconds = Math.ceil(left / 1000);
    const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    return { kind: 'counting', text, tone: left > 5 * MINUTE ? 'fifteen' : 'five' };
  }
  if (-left <= AppointmentTiming.countdownHiddenAfterMinutes * MINUTE) return { kind: 'started' };
  return { kind: 'hidden' };
}

/** C89: minutes a past video appointment's room was open, or null when it never started. */
export function roomMinutes(startIso: string | null, endIso: string | null): number | null {
  if (startIso === null || endIso === null) return null;
  return Math.max(0, Math.round((Date.parse(endIso) - Date.parse(startIso)) / MINUTE));
}
