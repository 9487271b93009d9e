import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { openAvailabilityFor } from './demo-working-hours.js';

/** How far ahead of seeding the demo video visit starts: inside the 15-minute join window. */
export const ROOM_VISIT_LEAD_MINUTES = 10;

/** When the demo video visit takes place if the demo is seeded at `now`. */
export function roomVisitTime(now: Date): { start: Date; end: Date } {
  const start = new Date(now.getTime() + ROOM_VISIT_LEAD_MINUTES * 60_000);
  return { start, end: new Date(start.getTime() + 30 * 60_000) };
}

/** How long after seeding Dr. Rivera has no appointment, so an on-demand call fits (C103). */
export const ON_DEMAND_FREE_MINUTES = 60;

/**
 * The hour after seeding that Dr. Rivera's demo appointments stay clear of: a newcomer (or the
 * browser journey) signed in as her can start an on-demand call at once, at any time of day,
 * instead of meeting a planned visit that happens to fall in the next minutes.
 */
export function onDemandWindow(now: Date): { start: Date; end: Date } {
  return { start: now, end: new Date(now.getTime() + ON_DEMAND_FREE_MINUTES * 60_000) };
}

/**
 * A confirmed video visit starting a few minutes after seeding, so a newcomer signing in as its
 * provider sees Join, Send Message and the presence light at once and can start the call (D8–D17).
 * The provider's other demo appointments are placed around it (`seedDemoAppointments`' keepFree).
 */
export async function seedDemoRoomVisit(
  tx: Executor,
  input: { clinicId: number; providerId: number; patientId: number },
  now = new Date(),
) {
  const { start, end } = roomVisitTime(now);
  // Whatever the hour, the visit lies in its provider's availability: they opened that time.
  await openAvailabilityFor(tx, input.providerId, { start, end });
  await tx.insert(encounters).values({
    clinicId: input.clinicId,
    providerId: input.providerId,
    patientId: input.patientId,
    leadProviderId: input.providerId,
    ownerId: input.patientId,
    createdById: input.patientId,
    type: 'VIDEO',
    status: 'ACCEPTED',
    startTime: start,
    endTime: end,
    durationMinutes: 30,
    paymentType: 'INSURANCE',
    whatIsWrong: 'Follow-up on a sprained ankle.',
    statusChangedAt: now,
  });
}
