import { RPM_DAY_PAGE, RPM_LIST_LIMIT } from '@clinicall/shared/monitoring/measures';
import { beforeAll, describe, expect, test } from 'vitest';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  deliver,
  enrol,
  issueSecret,
  reading,
  useMonitoringPartner,
} from '../../test-support/monitoring.js';
import { useTestApp } from '../../test-support/test-app.js';

const time = pinnedClock('2026-11-22T12:00:00Z');
const ctx = useTestApp({ clock: time.clock });
const key = 'remotecare';
const ZONE = 'America/New_York';
/** Nov 20, 2026 in New York: 05:00 UTC that day to 05:00 UTC the next (EST, UTC−5). */
const DAY = { date: '2026-11-20', start: Date.parse('2026-11-20T05:00:00Z') };
const DAY_END = DAY.start + 86_400_000;
/** A device sending every minute from the day's first minute: more than the answer carries. */
const BUSY = 1_250;
let world: ClinicWorld;
let other: ClinicWorld;

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });
const dayUrl = (patientId: number, q: Record<string, string>) =>
  `/api/${key}/patients/${patientId}/measure/day?${new URLSearchParams(q).toString()}`;
const pulse = (at: number, value = 70) =>
  reading(world.patient.id, 'pulse', { pulse: value }, 'bpm', new Date(at));

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  other = await createClinicWorld(ctx.app);
  await useMonitoringPartner(ctx.app, world.clinic.id, key);
  await useMonitoringPartner(ctx.app, other.clinic.id, key);
  const secret = await issueSecret(ctx.app, key);
  await enrol(ctx.app, { key, patientId: world.patient.id, clinicId: world.clinic.id });
  const zone = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/timeZone',
    headers: bearer(world.provider.token),
    payload: { timeZone: ZONE },
  });
  expect(zone.statusCode, zone.body).toBe(200);
  const busy = Array.from({ length: BUSY }, (_, i) => pulse(DAY.start + i * 60_000, 60 + (i % 30)));
  for (let i = 0; i < busy.length; i += 250) {
    const response = await deliver(ctx.app, key, secret, { readings: busy.slice(i, i + 250) });
    expect(response.statusCode, response.body).toBe(200);
  }
  const edges = await deliver(ctx.app, key, secret, {
    readings: [
      // 11:59 PM on Nov 19 and midnight on Nov 21 in New York: the days either side.
      pulse(DAY.start - 60_000),
      pulse(DAY_END),
      pulse(Date.parse('2026-11-12T15:00:00Z')),
      pulse(Date.parse('2026-11-12T16:00:00Z')),
      reading(
        world.patient.id,
        'bloodPressure',
        { systolic: 120, diastolic: 80 },
        'mmHg',
        new Date('2026-11-18T15:00:00Z'),
      ),
    ],
  });
  expect(edges.statusCode, edges.body).toBe(200);
});

describe('a day’s readings (G15)', () => {
  test('G15 the date dropdown’s days: every day with readings in the range, in the account’s zone, with its count', async () => {
    const response = await get(
      world.provider.token,
      `/api/${key}/patients/${world.patient.id}/measure?from=2026-11-01&to=2026-11-21`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // The answer carries each kind's newest readings only; the days count them all.
    expect(body.pulse).toHaveLength(RPM_LIST_LIMIT);
    expect(body.days.pulse).toEqual([
      { day: '2026-11-21', count: 1 },
      { day: '2026-11-20', count: BUSY },
      { day: '2026-11-19', count: 1 },
      { day: '2026-11-12', count: 2 },
    ]);
    expect(body.days.bloodPressure).toEqual([{ day: '2026-11-18', count: 1 }]);
    expect(body.days.weight).toEqual([]);
  });

  test('G15 a day of more than 500 readings is read whole, page by page, newest first, midnight to midnight in the account’s zone', async () => {
    const seen: { id: number; measuredAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: Record<string, string> = { kind: 'pulse', date: DAY.date };
      if (cursor !== null) q['cursor'] = cursor;
      const response = await get(world.provider.token, dayUrl(world.patient.id, q));
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page.pulse.length).toBeLessThanOrEqual(RPM_DAY_PAGE);
      seen.push(...page.pulse);
      cursor = page.next;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(Math.ceil(BUSY / RPM_DAY_PAGE));
    expect(seen).toHaveLength(BUSY);
    expect(new Set(seen.map((r) => r.id)).size).toBe(BUSY);
    const times = seen.map((r) => Date.parse(r.measuredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBe(DAY.start + (BUSY - 1) * 60_000);
    expect(times.at(-1)).toBe(DAY.start);
    expect(seen[0]).toMatchObject({ units: 'bpm', sepsis: false, pulse: 60 + ((BUSY - 1) % 30) });
  });

  test('G15 a day without readings of the kind is an empty page; another kind is under its own name', async () => {
    const empty = await get(
      world.provider.token,
      dayUrl(world.patient.id, { kind: 'weight', date: DAY.date }),
    );
    expect(empty.json()).toEqual({ weight: [], next: null });
    const pressure = await get(
      world.provider.token,
      dayUrl(world.patient.id, { kind: 'bloodPressure', date: '2026-11-18' }),
    );
    expect(pressure.json()).toMatchObject({
      bloodPressure: [{ systolic: 120, diastolic: 80, pulse: null, units: 'mmHg' }],
      next: null,
    });
  });

  test('G15 bad input is a 400 naming the field: an unknown kind, a date that is not one, a forged cursor', async () => {
    const cases: Record<string, string>[] = [
      { kind: 'respiratorySound', date: DAY.date },
      { kind: 'pulse', date: '2026-02-30' },
      { kind: 'pulse', date: '20/11/2026' },
      { kind: 'pulse', date: DAY.date, cursor: "1' or 1=1" },
      { kind: 'pulse', date: DAY.date, cursor: '99999999999999999999.1' },
    ];
    for (const q of cases) {
      const response = await get(world.provider.token, dayUrl(world.patient.id, q));
      expect(response.statusCode, JSON.stringify(q)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });

  test('G1 a provider of another clinic is answered as missing; a patient and an admin are refused', async () => {
    const url = dayUrl(world.patient.id, { kind: 'pulse', date: DAY.date });
    expect((await get(other.provider.token, url)).statusCode).toBe(404);
    expect((await get(world.patient.token, url)).statusCode).toBe(403);
    expect((await get(world.admin.token, url)).statusCode).toBe(403);
  });
});
