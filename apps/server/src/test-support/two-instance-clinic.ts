import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/identity.js';
import type { Clock } from '../lib/clock.js';
import { createClinicWorld } from './clinic-world.js';
import type { instanceHarness } from './instances.js';
import {
  addVideoType,
  offerTypes,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from './scheduling.js';

type Open = Awaited<ReturnType<typeof instanceHarness>>['open'];

/**
 * Two instances on one database (one clock, one token secret) and a clinic whose patients book
 * themselves, whose provider and patient live in `zone` and whose provider offers phone and message
 * visits and a 30-minute video type, available weekday mornings 09:00–12:00: what the cache tests
 * change on one instance and read on the other.
 */
export async function openTwoInstanceClinic(open: Open, clock: Clock, zone: string) {
  const jwtSecret = randomBytes(32);
  const first = await open({ clock, jwtSecret });
  const second = await open({ clock, jwtSecret, database: first.database });
  const db = first.app.db;
  const world = await createClinicWorld(first.app);
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  for (const user of [world.provider, world.patient]) {
    await db.update(users).set({ timeZone: zone }).where(eq(users.id, user.id));
  }
  await offerTypes(db, world.provider.id, ['AUDIO', 'MESSAGE']);
  await weeklyAvailability(
    db,
    world.provider.id,
    zone,
    '2026-01-05',
    weekdays([{ start: '09:00', end: '12:00' }]),
  );
  const videoTypeId = await addVideoType(db, world.provider.id, { durationMinutes: 30 });
  return { first, second, world, videoTypeId };
}
