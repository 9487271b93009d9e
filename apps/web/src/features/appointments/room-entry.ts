import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { AppointmentTiming } from '@clinicall/shared/scheduling/constants';
import type { EncounterStatus } from '@clinicall/shared/scheduling/types';

const MINUTE = 60_000;
const JOINABLE = new Set<EncounterStatus>([
  'ACCEPTED',
  'PATIENT_STARTED',
  'PROVIDER_STARTED',
  'STARTED',
]);

/**
 * From 15 minutes before start (D8, D15) to the scheduled end; past it only while the visit's call
 * runs: its room opened and has not ended (issue 21: a 4:00–4:30 PM visit offered Join at 7:40 PM,
 * and a started phone call, which has no room, kept Join, Send Message and the light for days).
 */
export function roomWindowOpen(encounter: Encounter, now: number) {
  const opens = Date.parse(encounter.startTime) - AppointmentTiming.joinBeforeMinutes * MINUTE;
  if (now < opens) return false;
  if (!encounter.endTime || now < Date.parse(encounter.endTime)) return true;
  return encounter.roomStartTime !== null && encounter.roomEndTime === null;
}

/** D8: Join and Send Message, providers only, from 15 minutes before start. */
export function canJoin(encounter: Encounter, side: 'provider' | 'patient', now: number) {
  return (
    side === 'provider' &&
    encounter.type !== 'MESSAGE' &&
    JOINABLE.has(encounter.status) &&
    roomWindowOpen(encounter, now)
  );
}

/** D9: the status Start posts, or null when the provider already started it. */
export function startStatusFrom(status: EncounterStatus): EncounterStatus | null {
  if (status === 'ACCEPTED') return 'PROVIDER_STARTED';
  if (status === 'PATIENT_STARTED') return 'STARTED';
  return null;
}

/** D10, D11: video and office visits go to the room; a phone call goes nowhere. */
export const opensRoom = (encounter: Encounter) =>
  encounter.type === 'VIDEO' || encounter.type === 'OFFICE';
