import type { EncounterList } from '@clinicall/shared/scheduling/encounters';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { providerProfiles } from '../../db/schema/profiles.js';
import { clinicsScope } from '../../lib/access/clinic-scope.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { encounterListsRepository as repo } from './encounter-lists.repository.js';

// Monday 9 March 2026, 09:30 in New York (UTC-4 since 8 March).
const NOW = '2026-03-09T13:30:00Z';
const time = pinnedClock(NOW);
const ctx = useTestApp({ clock: time.clock });
let world: ClinicWorld;
let other: ClinicWorld;

const at = (days: number, hourUtc: number) =>
  new Date(
    Date.parse('2026-03-09T00:00:00Z') + days * 86_400_000 + hourUtc * 3_600_000,
  ).toISOString();

beforeAll(async () => {
  const db = ctx.app.db;
  world = await createClinicWorld(ctx.app);
  other = await createClinicWorld(ctx.app);
  await db
    .update(users)
    .set({ timeZone: 'America/New_York' })
    .where(eq(users.id, world.provider.id));
  for (const [userId, primarySpecialty] of [
    [world.provider.id, 'Cardiology'],
    [world.otherProvider.id, 'Allergy'],
  ] as const) {
    await db
      .insert(providerProfiles)
      .values({ userId, primarySpecialty })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: { primarySpecialty } });
  }
  const mine = (start: string, status: string, extra: Record<string, unknown> = {}) =>
    insertEncounter(db, {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.patient.id,
      start,
      minutes: 30,
      status,
      ...extra,
    });
  // 20 confirmed upcoming, one a day from tomorrow at 15:00 UTC.
  for (let day = 1; day <= 20; day += 1) await mine(at(day, 15), 'ACCEPTED');
  // Today on the provider's clock: 11:00 New York, and 23:00 New York (03:00 UTC tomorrow).
  await mine(at(0, 15), 'ACCEPTED');
  await mine(at(1, 3), 'ACCEPTED');
  // 25 concluded in the past, and 2 where the patient did not attend.
  for (let day = 1; day <= 25; day += 1) {
    const id = await mine(at(-day, 15), 'FINISHED');
    await db
      .update(encounters)
      .set({ finishReason: 'APPOINTMENT_CONCLUDED' })
      .where(eq(encounters.id, id));
  }
  for (let day = 1; day <= 2; day += 1) {
    const id = await mine(at(-day, 17), 'FINISHED');
    await db
      .update(encounters)
      .set({ finishReason: 'PATIENT_NOT_ATTEND' })
      .where(eq(encounters.id, id));
  }
  // Requests: three within the 30-day window, one beyond it, one whose time has passed.
  for (const day of [2, 3, 4]) await mine(at(day, 18), 'REQUESTED');
  await mine(at(45, 18), 'REQUESTED');
  await mine(at(-1, 19), 'REQUESTED');
  await mine(at(5, 18), 'DECLINED', { cancelReason: 'Away' });
  // The provider with another patient, whose reason mentions a rash.
  await mine(at(6, 18), 'ACCEPTED', { patientId: world.otherPatient.id });
  await db
    .update(encounters)
    .set({ whatIsWrong: 'A rash on the arm' })
    .where(eq(encounters.patientId, world.otherPatient.id));
  // The family member with the other provider; the other provider with the other patient.
  await insertEncounter(db, {
    clinicId: world.clinic.id,
    providerId: world.otherProvider.id,
    patientId: world.familyMember.id,
    start: at(2, 15),
    minutes: 30,
    status: 'ACCEPTED',
  });
  await insertEncounter(db, {
    clinicId: world.clinic.id,
    providerId: world.otherProvider.id,
    patientId: world.otherPatient.id,
    start: at(3, 15),
    minutes: 30,
    status: 'ACCEPTED',
  });
  // Another clinic's appointment.
  await insertEncounter(db, {
    clinicId: other.clinic.id,
    providerId: other.provider.id,
    patientId: other.patient.id,
    start: at(2, 15),
    minutes: 30,
    status: 'ACCEPTED',
  });
});

async function list(
  token: string,
  query: Record<string, string | number>,
  path = '/api/encounters',
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await ctx.app.inject({
    url: `${path}?${search.toString()}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EncounterList>();
}

const upcoming = { from: NOW, to: at(30, 0), status: 'ACCEPTED' };

describe('lists', () => {
  test('C86 C110 upcoming: 15 per page, newest start first by default, with the total count', async () => {
    const first = await list(world.provider.token, upcoming);
    expect(first.count).toBe(23);
    expect(first.encountersDTO).toHaveLength(15);
    const starts = first.encountersDTO.map((e) => e.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(starts[0]).toBe(at(20, 15));
    const second = await list(world.provider.token, { ...upcoming, page: 1 });
    expect(second.encountersDTO).toHaveLength(8);
    expect(new Set([...starts, ...second.encountersDTO.map((e) => e.startTime)]).size).toBe(23);
    // The rows carry the total; a page past the end has none and still answers it.
    const beyond = await list(world.provider.token, { ...upcoming, page: 2 });
    expect(beyond).toEqual({ encountersDTO: [], count: 23 });
  });

  test('C86 the range bounds the start time ([from, to)) and the sort can be ascending', async () => {
    const week = await list(world.provider.token, {
      ...upcoming,
      to: at(7, 15),
      sort: 'startTime,asc',
    });
    expect(week.encountersDTO.map((e) => e.startTime.slice(0, 13))).toEqual([
      '2026-03-09T15',
      '2026-03-10T03',
      '2026-03-10T15',
      '2026-03-11T15',
      '2026-03-12T15',
      '2026-03-13T15',
      '2026-03-14T15',
      '2026-03-15T15',
      '2026-03-15T18',
    ]);
    expect(week.count).toBe(9);
  });

  test('C87 past: 20 per page, finished with "appointment concluded" only', async () => {
    const past = {
      from: at(-29, 0),
      to: NOW,
      status: 'FINISHED',
      finishedEType: 'APPOINTMENT_CONCLUDED',
      size: 20,
    };
    const first = await list(world.provider.token, past);
    expect(first.count).toBe(25);
    expect(first.encountersDTO).toHaveLength(20);
    expect(first.encountersDTO.every((e) => e.finishReason === 'APPOINTMENT_CONCLUDED')).toBe(true);
    expect((await list(world.provider.token, { ...past, page: 1 })).encountersDTO).toHaveLength(5);
  });

  test('C84 keyword search over names and the reason for the visit', async () => {
    const rash = await list(world.provider.token, { searchValue: 'rash' });
    expect(rash.encountersDTO.map((e) => e.patient.email)).toEqual([world.otherPatient.email]);
    const byName = await list(world.provider.token, { searchValue: 'olga pat' });
    expect(byName.count).toBe(1);
    // LIKE wildcards are searched for literally.
    expect((await list(world.provider.token, { searchValue: '%' })).count).toBe(0);
  });

  test('C84 C86 one statement per shape answers each request with its own values', async () => {
    // Two statuses either way: the same statement, other values.
    const [acceptedOrRequested, declinedOrRequested] = await Promise.all([
      list(world.provider.token, { ...upcoming, status: 'ACCEPTED,REQUESTED' }),
      list(world.provider.token, { ...upcoming, status: 'DECLINED,REQUESTED' }),
    ]);
    expect(acceptedOrRequested.count).toBe(26);
    expect(declinedOrRequested.count).toBe(4);
    // A search's page past the end counts its matches alone.
    expect(await list(world.provider.token, { searchValue: 'rash', page: 1 })).toEqual({
      encountersDTO: [],
      count: 1,
    });
  });

  test('C86 patients see their own and their family members’ appointments, sorted by provider name or specialty', async () => {
    const byName = await list(world.patient.token, {
      ...upcoming,
      sort: 'providerName,asc',
      size: 100,
    });
    expect(byName.count).toBe(23);
    expect(byName.encountersDTO[0]!.provider.lastName).toBe('Other');
    expect(byName.encountersDTO[0]!.patient.id).toBe(world.familyMember.id);
    const bySpecialty = await list(world.patient.token, { ...upcoming, sort: 'specialty,desc' });
    expect(bySpecialty.encountersDTO[0]!.provider.primarySpecialty).toBe('Cardiology');
    const mine = await list(world.otherPatient.token, { size: 100 });
    expect(mine.encountersDTO.every((e) => e.patient.id === world.otherPatient.id)).toBe(true);
    expect(mine.count).toBe(2);
  });

  test('C86 scope: providers see their own, clinic admins their clinic, nobody another clinic', async () => {
    const provider = await list(world.otherProvider.token, { size: 100 });
    expect(provider.encountersDTO.every((e) => e.provider.id === world.otherProvider.id)).toBe(
      true,
    );
    expect(provider.count).toBe(2);
    const admin = await list(world.admin.token, { size: 100 });
    expect(admin.count).toBe(27 + 22 + 5 + 1 + 1 + 2);
    expect(admin.encountersDTO.every((e) => e.clinicId === world.clinic.id)).toBe(true);
    expect((await list(other.admin.token, { size: 100 })).count).toBe(1);
  });

  test('C86 bad parameters answer 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=startTime,sideways', 'sort'],
      ['size=101', 'size'],
      ['status=LOST', 'status'],
      ['from=yesterday', 'from'],
    ] as const) {
      const response = await ctx.app.inject({
        url: `/api/encounters?${query}`,
        headers: bearer(world.provider.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields[0].field).toContain(field);
    }
  });
});

describe('dashboard', () => {
  test('C93 C94 counters: Confirmed, Today (providers, on their clock) and Pending, in one answer', async () => {
    const counters = async (token: string) =>
      (await ctx.app.inject({ url: '/api/encounters/counters', headers: bearer(token) })).json();
    expect(await counters(world.provider.token)).toEqual({ confirmed: 23, today: 2, pending: 3 });
    expect(await counters(world.patient.token)).toEqual({ confirmed: 23, today: null, pending: 3 });
    expect(await counters(other.provider.token)).toEqual({ confirmed: 1, today: 0, pending: 0 });
  });

  test('C92 C95 I5 the tabs page 5 at a time; requests within the window only', async () => {
    const confirmed = await list(world.provider.token, {}, '/api/encounters/confirmed');
    expect(confirmed.count).toBe(23);
    expect(confirmed.encountersDTO.map((e) => e.startTime.slice(0, 13))).toEqual([
      '2026-03-09T15',
      '2026-03-10T03',
      '2026-03-10T15',
      '2026-03-11T15',
      '2026-03-12T15',
    ]);
    const more = await list(world.provider.token, { page: 1 }, '/api/encounters/confirmed');
    expect(more.encountersDTO[0]!.startTime.slice(0, 13)).toBe('2026-03-13T15');
    const today = await list(world.provider.token, {}, '/api/encounters/today');
    expect(today.count).toBe(2);
    const requests = await list(world.provider.token, {}, '/api/encounters/requests');
    expect(requests.encountersDTO.map((e) => e.status)).toEqual([
      'REQUESTED',
      'REQUESTED',
      'REQUESTED',
    ]);
    const patientToday = await ctx.app.inject({
      url: '/api/encounters/today',
      headers: bearer(world.patient.token),
    });
    expect(patientToday.statusCode).toBe(403);
  });

  test('list and counter queries run on an index (EXPLAIN)', async () => {
    const db = ctx.app.db;
    const scope = clinicsScope([world.clinic.id]);
    /** EXPLAIN of a statement, its parameters written in as literals. */
    const explain = async (ex: Executor, built: { sql: string; params: unknown[] }) => {
      const text = built.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const value = built.params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
      });
      // PGlite answers the rows themselves, node-postgres a result holding them.
      const result: unknown = await ex.execute(sql.raw(`explain ${text}`));
      type Row = Record<string, string>;
      const rows = Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
      return rows.map((r) => Object.values(r)[0]).join('\n');
    };
    // Tiny tables make any plan cheap: with sequential scans off the planner shows the index path.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const provider = { kind: 'provider', id: world.provider.id } as const;
      const firstPage = { sort: 'startTime,desc', page: 0, size: 15 } as const;
      const plans = {
        providerList: await explain(tx, repo.listStatement(tx, provider, scope, firstPage)),
        patientList: await explain(
          tx,
          repo.listStatement(tx, { kind: 'patients', ids: [world.patient.id] }, scope, firstPage),
        ),
        counters: await explain(
          tx,
          repo.countersStatement(tx, provider, scope, {
            since: new Date(NOW),
            now: new Date(NOW),
            todayStart: new Date(NOW),
            todayEnd: new Date(NOW),
            requestsSince: new Date(NOW),
            requestsUntil: new Date(NOW),
          }),
        ),
      };
      console.log(
        Object.entries(plans)
          .map(([k, v]) => `-- ${k}\n${v}`)
          .join('\n'),
      );
      for (const plan of Object.values(plans)) {
        expect(plan).toMatch(/Index Scan( Backward)? using encounters_\w+_idx on encounters/);
      }
      expect(plans.patientList).toContain('encounters_patient_start_idx');
    });
  });
});
