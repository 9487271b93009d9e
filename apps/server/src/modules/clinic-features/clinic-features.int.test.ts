import type { MyClinicFeatures } from '@clinicall/shared/clinic-features';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, tokenFor } from '../../test-support/factories.js';
import { instanceHarness } from '../../test-support/instances.js';
import { setClinicSwitches } from '../../test-support/clinic-switches.js';
import { createPostgresTestDatabase } from '../../test-support/test-database.js';
import type { TestContext } from '../../test-support/test-app.js';

const { open } = await instanceHarness();
const jwtSecret = randomBytes(32);
let first: TestContext;
let second: TestContext;
let world: ClinicWorld;
let other: ClinicWorld;

beforeAll(async () => {
  first = await open({ jwtSecret });
  // A second instance of the same installation: its own app, cache and routes, one database.
  second = await open({ jwtSecret, database: first.database });
  world = await createClinicWorld(first.app, { allowMuteAll: true });
  other = await createClinicWorld(first.app, { allowMuteAll: true });
});

async function switchesSeen(app: App, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/account/clinic-features',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<MyClinicFeatures>().clinics;
}

describe('the per-request read of a clinic’s switches', () => {
  test('B25 a user sees their own clinics’ switches only, and a flip at the next request', async () => {
    const before = await switchesSeen(first.app, world.patient.token);
    expect(before).toEqual([
      expect.objectContaining({ clinicId: world.clinic.id, allowMuteAll: true }),
    ]);
    await setClinicSwitches(first.app.db, world.clinic.id, { allowMuteAll: false });
    const after = await switchesSeen(first.app, world.patient.token);
    expect(after[0]).toMatchObject({ clinicId: world.clinic.id, allowMuteAll: false });
    // Another clinic's user keeps theirs, read from the cache or not.
    expect((await switchesSeen(first.app, other.provider.token))[0]).toMatchObject({
      clinicId: other.clinic.id,
      allowMuteAll: true,
    });
  });

  test('B25 a flip committed through one instance reaches the other’s next request', async () => {
    await setClinicSwitches(first.app.db, world.clinic.id, { allowPostApptConf: false });
    // Both instances read, and keep, the switch as it is.
    for (const app of [first.app, second.app]) {
      expect((await switchesSeen(app, world.provider.token))[0]?.allowPostApptConf).toBe(false);
    }
    await setClinicSwitches(first.app.db, world.clinic.id, { allowPostApptConf: true });
    expect((await switchesSeen(second.app, world.provider.token))[0]?.allowPostApptConf).toBe(true);
    expect((await switchesSeen(second.app, other.provider.token))[0]?.allowPostApptConf).toBe(
      false,
    );
  });

  test('a user with no clinic (the super admin) reads an empty list', async () => {
    const admin = await createClinicWorld(first.app);
    await first.app.db.execute(`delete from clinic_memberships where user_id = ${admin.admin.id}`);
    expect(await switchesSeen(first.app, await tokenFor(first.app, admin.admin.id))).toEqual([]);
  });
});

/**
 * Two servers with their own connections and their own listening connection to one PostgreSQL
 * database, as in production: the notification travels through PostgreSQL to the other process's
 * listener, a moment after the commit.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on their own connections', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let apps: TestContext[] = [];

  beforeAll(async () => {
    created = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ databaseUrl: created.url });
      const ctx = await open({ jwtSecret, database });
      apps.push({ ...ctx, close: async () => database.close() });
    }
  });

  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    apps = [];
    await created.drop();
  });

  test('B20 scheduling switched off through one is seen by the other without a restart', async () => {
    const [one, two] = apps.map((ctx) => ctx.app) as [App, App];
    const clinicWorld = await createClinicWorld(one, { isPatientScheduleAppointmentEnabled: true });
    const seen = async () =>
      (await switchesSeen(two, clinicWorld.patient.token))[0]?.isPatientScheduleAppointmentEnabled;
    expect(await seen()).toBe(true);
    await setClinicSwitches(one.db, clinicWorld.clinic.id, {
      isPatientScheduleAppointmentEnabled: false,
    });
    // The other process hears the commit on its listening connection: within milliseconds.
    await expect.poll(seen, { timeout: 2_000, interval: 5 }).toBe(false);
  });
});
