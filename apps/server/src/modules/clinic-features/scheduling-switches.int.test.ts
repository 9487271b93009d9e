import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/identity.js';
import { setClinicSwitches } from '../../test-support/clinic-switches.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  insertEncounter,
  offerTypes,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { wallTimesOn } from '../../test-support/wall-clock.js';

// Monday 9 March 2026, 09:30 in New York.
const NOW = '2026-03-09T13:30:00Z';
const NEW_YORK = 'America/New_York';
const time = pinnedClock(NOW);
const ctx = useTestApp({ clock: time.clock, jobs: { now: time.clock } });
let flipped: ClinicWorld;
let kept: ClinicWorld;

/** A clinic whose patients book themselves and see in-office visits, its provider free weekday mornings. */
async function bookableClinic() {
  const world = await createClinicWorld(ctx.app, {
    isPatientScheduleAppointmentEnabled: true,
    isInOfficeAppointmentActive: true,
  });
  for (const user of [world.provider, world.patient]) {
    await ctx.app.db.update(users).set({ timeZone: NEW_YORK }).where(eq(users.id, user.id));
  }
  await offerTypes(ctx.app.db, world.provider.id, ['AUDIO']);
  const mornings = weekdays([{ start: '09:00', end: '12:00' }]);
  await weeklyAvailability(ctx.app.db, world.provider.id, NEW_YORK, '2026-01-05', mornings);
  return world;
}

beforeAll(async () => {
  flipped = await bookableClinic();
  kept = await bookableClinic();
});

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The free starts a patient of `world` is offered on Tuesday, within the next 24 hours. */
async function tomorrowFor(world: ClinicWorld) {
  const date = '2026-03-10';
  const url = `/api/appointments/schedule?providerId=${world.provider.id}&date=${date}&duration=30`;
  const response = await inject(world.patient.token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return wallTimesOn(response.json<Schedule>(), date);
}

const cancelAsPatient = async (world: ClinicWorld) => {
  const id = await insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: '2026-03-16T14:00:00Z',
    minutes: 30,
    status: 'ACCEPTED',
  });
  return inject(world.patient.token, 'POST', '/api/encounters/status', {
    id,
    status: 'CANCELLED',
    cancelReason: 'Cannot come',
  });
};

const saveOffice = (world: ClinicWorld) =>
  inject(world.provider.token, 'PUT', '/api/providers/offering', {
    encounterAccounts: [{ encounterType: 'OFFICE', active: true, quantity: 40 }],
  });

/** Whether a patient of `world`, about to book, is offered its provider's In Office visits. */
async function officeAsPatientSees(world: ClinicWorld) {
  const url = `/api/providers/offering?email=${encodeURIComponent(world.provider.email)}`;
  const response = await inject(world.patient.token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const accounts: { encounterType: string; active: boolean }[] = response.json().encounterAccounts;
  return accounts.find((a) => a.encounterType === 'OFFICE')?.active;
}

describe('scheduling switches take effect at the next request, for that clinic only', () => {
  test('B18 in-office off: In Office is neither offered to its patients nor offerable by its provider; another clinic keeps it', async () => {
    expect((await saveOffice(flipped)).statusCode).toBe(200);
    expect((await saveOffice(kept)).statusCode).toBe(200);
    expect(await officeAsPatientSees(flipped)).toBe(true);
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { isInOfficeAppointmentActive: false });
    expect(await officeAsPatientSees(flipped)).toBe(false);
    const refused = await saveOffice(flipped);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_OFFICE_NOT_ALLOWED');
    const own = await inject(flipped.provider.token, 'GET', '/api/providers/offering');
    expect(own.json().inOfficeAllowed).toBe(false);
    expect(await officeAsPatientSees(kept)).toBe(true);
    // Switched on again, the provider's own choice is back.
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { isInOfficeAppointmentActive: true });
    expect(await officeAsPatientSees(flipped)).toBe(true);
  });

  test('B20 patient scheduling off: free slots and Cancel are refused to its patients; another clinic keeps them', async () => {
    expect(await tomorrowFor(flipped)).not.toEqual([]);
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, {
      isPatientScheduleAppointmentEnabled: false,
    });
    const url = `/api/appointments/schedule?providerId=${flipped.provider.id}&date=2026-03-10&duration=30`;
    const slots = await inject(flipped.patient.token, 'GET', url);
    expect(slots.statusCode).toBe(403);
    expect(slots.json().code).toBe('PATIENT_SCHEDULING_DISABLED');
    const cancel = await cancelAsPatient(flipped);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().code).toBe('SCHEDULING_DISABLED');
    expect(await tomorrowFor(kept)).not.toEqual([]);
    expect((await cancelAsPatient(kept)).statusCode).toBe(200);
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, {
      isPatientScheduleAppointmentEnabled: true,
    });
  });

  test('I41 I21 the 24-hour block on: its patients are offered nothing within a day; another clinic’s are', async () => {
    const before = await tomorrowFor(flipped);
    expect(before).toContain('09:00');
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { preventScheduler24h: true });
    // Now is Monday 09:30: Tuesday's starts before 09:30 are within 24 hours.
    const after = await tomorrowFor(flipped);
    expect(after).not.toContain('09:00');
    expect(after).toContain('09:30');
    expect(await tomorrowFor(kept)).toEqual(before);
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { preventScheduler24h: false });
  });

  test('B23 templates off: the provider is refused templates; another clinic’s provider is not', async () => {
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { allowAppointmentTemplate: true });
    await setClinicSwitches(ctx.app.db, kept.clinic.id, { allowAppointmentTemplate: true });
    expect((await inject(flipped.provider.token, 'GET', '/api/templates')).statusCode).toBe(200);
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { allowAppointmentTemplate: false });
    const refused = await inject(flipped.provider.token, 'GET', '/api/templates');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TEMPLATES_DISABLED');
    expect((await inject(kept.provider.token, 'GET', '/api/templates')).statusCode).toBe(200);
  });
});
