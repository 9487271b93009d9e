import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import {
  notificationsSettled,
  silently,
  RECONNECTING,
  terminateListeners,
} from '../../test-support/cache-notifications.js';
import type { ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import {
  LISTS_NOW,
  UPCOMING,
  openListsClinic,
  type ListsClinic,
} from '../../test-support/encounter-pages.js';
import { createClinic, joinClinic, tokenFor } from '../../test-support/factories.js';
import { setEncounterStatus } from '../../test-support/encounter-status.js';
import { instanceHarness } from '../../test-support/instances.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import type { TestContext } from '../../test-support/test-app.js';

// The list pages and dashboard tabs' cache: what it answers, to whom, for how long; the changes
// that end its pages are in encounter-list-changes.int.test.ts.
const NOW = LISTS_NOW;
const time = pinnedClock(NOW);
const NEW_YORK = 'America/New_York';
const { open } = await instanceHarness();
let lists: ListsClinic;
let first: TestContext;
let second: TestContext;
let world: ClinicWorld;

beforeAll(async () => {
  lists = await openListsClinic(open, time.clock);
  ({ first, second, world } = lists);
});

beforeEach(() => time.set(NOW));

describe('answers from the cache', () => {
  test('C86 C110 a repeated page is answered from the cache; another question reads the database', async () => {
    await lists.clear();
    await lists.appointment(first.app.db, '2026-03-10T14:00:00Z');
    await notificationsSettled();
    const page = await lists.pageOf(world.provider.token);
    expect(page.count).toBe(1);
    await silently(first.app.db, (tx) => lists.appointment(tx, '2026-03-11T14:00:00Z'));
    expect(await lists.pageOf(world.provider.token)).toEqual(page);
    // Every parameter is part of what a page is kept by.
    expect((await lists.pageOf(world.provider.token, first.app, `${UPCOMING}&size=5`)).count).toBe(
      2,
    );
    const accepted = `${UPCOMING}&status=ACCEPTED`;
    expect((await lists.pageOf(world.provider.token, first.app, accepted)).count).toBe(2);
    expect((await lists.pageOf(world.provider.token, first.app, `${UPCOMING}&page=1`)).count).toBe(
      2,
    );
  });

  test('C86 one user’s page is never another’s, whatever the query', async () => {
    await lists.clear();
    await lists.appointment(first.app.db, '2026-03-10T14:00:00Z');
    const provider = await lists.onlyOf(world.provider.token);
    expect(provider.ownedByLogguedUser).toBe(false);
    // The patient sees the same appointment as its owner; the other parties have none.
    expect((await lists.onlyOf(world.patient.token)).ownedByLogguedUser).toBe(true);
    expect((await lists.pageOf(world.otherProvider.token)).count).toBe(0);
    expect((await lists.pageOf(world.otherPatient.token)).count).toBe(0);
    expect((await lists.pageOf(world.familyMember.token)).count).toBe(0);
    // The clinic admin lists the clinic's appointments.
    expect((await lists.onlyOf(world.admin.token)).id).toBe(provider.id);
  });

  test('C86 a page is kept by the viewer’s time zone and clinic scope', async () => {
    await lists.clear();
    // 23:00 on Tuesday 10 March in New York, Wednesday 11 March in UTC.
    await lists.appointment(first.app.db, '2026-03-11T03:00:00Z');
    expect((await lists.onlyOf(world.provider.token)).date).toBe('2026-03-10');
    const zone = (timeZone: string) => (tx: Executor) =>
      tx.update(users).set({ timeZone }).where(eq(users.id, world.provider.id));
    // Changes no trigger announces, seen through a new session (the held one keeps its account):
    // only the page's key can tell the pages apart.
    const signedInAgain = () => tokenFor(first.app, world.provider.id);
    await silently(first.app.db, zone('UTC'));
    expect((await lists.onlyOf(await signedInAgain())).date).toBe('2026-03-11');
    await silently(first.app.db, zone(NEW_YORK));

    // A second clinic's appointment shows once the provider's scope holds that clinic.
    const elsewhere = await createClinic(first.app.db);
    await lists.appointment(first.app.db, '2026-03-12T14:00:00Z', elsewhere.id);
    expect((await lists.pageOf(world.provider.token)).count).toBe(1);
    await silently(first.app.db, (tx) =>
      joinClinic(tx, world.provider.id, elsewhere.id, 'ROLE_PROVIDER'),
    );
    expect((await lists.pageOf(await signedInAgain())).count).toBe(2);
    await first.app.db.delete(encounters).where(eq(encounters.clinicId, elsewhere.id));
    await first.app.db
      .delete(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, world.provider.id),
          eq(clinicMemberships.clinicId, elsewhere.id),
        ),
      );
  });
});

describe('another instance', () => {
  test('C86 a change on another instance shows there, and one made there shows here', async () => {
    await lists.clear();
    expect((await lists.pageOf(world.provider.token)).count).toBe(0);
    expect((await lists.pageOf(world.provider.token, second.app)).count).toBe(0);
    const id = await lists.appointment(first.app.db, '2026-03-11T14:00:00Z');
    expect((await lists.pageOf(world.provider.token)).count).toBe(1);
    // The other instance hears of it at commit (on PostgreSQL, over its listening connection).
    await expect
      .poll(async () => (await lists.pageOf(world.provider.token, second.app)).count)
      .toBe(1);

    expect(
      (await setEncounterStatus(second.app, world.provider.token, id, 'CANCELLED')).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => (await lists.onlyOf(world.provider.token)).status)
      .toBe('CANCELLED');
  });
});

describe('the dashboard tabs, cached as long as the counters', () => {
  /** How many appointments the provider's tab holds. */
  async function tabCount(tab: 'confirmed' | 'today' | 'requests') {
    return (await lists.pageOf(world.provider.token, first.app, '', `/api/encounters/${tab}`))
      .count;
  }

  /** An appointment on 10 March no trigger announces: only a page read after a turn shows it. */
  const unannounced = (status: string) =>
    silently(first.app.db, (tx) =>
      insertEncounter(tx, {
        clinicId: world.clinic.id,
        providerId: world.provider.id,
        patientId: world.patient.id,
        start: '2026-03-10T15:00:00Z',
        minutes: 30,
        status,
      }),
    );

  test('C93 a Confirmed page is kept until an appointment on it ends', async () => {
    await lists.clear();
    // Running now, until 09:32 in New York (within the pages' 5-minute bound).
    await insertEncounter(first.app.db, {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.patient.id,
      start: '2026-03-09T12:32:00Z',
      minutes: 60,
    });
    await notificationsSettled();
    expect(await tabCount('confirmed')).toBe(1);
    await unannounced('ACCEPTED');
    time.set('2026-03-09T13:31:59.999Z');
    expect(await tabCount('confirmed')).toBe(1);
    time.set('2026-03-09T13:32:00Z');
    expect(await tabCount('confirmed')).toBe(1);
    expect(
      (await lists.pageOf(world.provider.token, first.app, '', '/api/encounters/confirmed'))
        .encountersDTO[0]?.startTime,
    ).toBe('2026-03-10T15:00:00.000Z');
  });

  test('C94 a Today page is kept until midnight in the provider’s time zone', async () => {
    await lists.clear();
    // 23:57 on Monday 9 March in New York; an appointment at 09:00 on Tuesday.
    time.set('2026-03-10T03:57:00Z');
    await lists.appointment(first.app.db, '2026-03-10T13:00:00Z');
    await notificationsSettled();
    expect(await tabCount('today')).toBe(0);
    await unannounced('ACCEPTED');
    time.set('2026-03-10T03:59:59.999Z');
    expect(await tabCount('today')).toBe(0);
    time.set('2026-03-10T04:00:00Z');
    expect(await tabCount('today')).toBe(2);
  });

  test('C92 C93 a Pending page is kept until a request enters the 30-day window', async () => {
    await lists.clear();
    await insertEncounter(first.app.db, {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.patient.id,
      start: '2026-04-08T13:32:00Z',
      minutes: 30,
      status: 'REQUESTED',
    });
    await notificationsSettled();
    expect(await tabCount('requests')).toBe(0);
    await unannounced('REQUESTED');
    // In the window once its start is less than 30 days ahead.
    time.set('2026-03-09T13:32:00Z');
    expect(await tabCount('requests')).toBe(0);
    time.set('2026-03-09T13:32:00.001Z');
    expect(await tabCount('requests')).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the listening connection (PostgreSQL)', () => {
  test('C86 while it is lost nothing is answered from the cache, and caching resumes once it is back', async () => {
    await lists.clear();
    expect((await lists.pageOf(world.provider.token)).count).toBe(0);
    // One dedicated connection per database handle (both instances share one here), listening
    // on every channel.
    expect(await terminateListeners(first.app.db)).toBe(1);
    await silently(first.app.db, (tx) => lists.appointment(tx, '2026-03-11T14:00:00Z'));
    await expect
      .poll(async () => (await lists.pageOf(world.provider.token)).count, RECONNECTING)
      .toBe(1);

    // Listening again: pages are cached again.
    await expect
      .poll(async () => {
        await lists.clear();
        await lists.pageOf(world.provider.token);
        await silently(first.app.db, (tx) => lists.appointment(tx, '2026-03-11T15:00:00Z'));
        return (await lists.pageOf(world.provider.token)).count;
      }, RECONNECTING)
      .toBe(0);
  });
});
