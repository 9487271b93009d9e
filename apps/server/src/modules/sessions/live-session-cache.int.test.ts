import { randomBytes } from 'node:crypto';
import type { Account } from '@clinicall/shared/identity';
import { Role } from '@clinicall/shared/roles';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../app.js';
import { openDatabase, type Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { sessions, users } from '../../db/schema/identity.js';
import { assistantProviders } from '../../db/schema/profiles.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import {
  accountStatus,
  bearer,
  createClinic,
  createUser,
  joinClinic,
  linkAssistant,
  TEST_PASSWORD,
  tokenFor,
} from '../../test-support/factories.js';
import { instanceHarness } from '../../test-support/instances.js';
import { adminUrl } from '../../test-support/postgres-template.js';
import {
  RECONNECTING,
  silently,
  terminateListeners,
} from '../../test-support/cache-notifications.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

const IDLE = 900;
/** A tenth of the idle window: activity is recorded once the recorded time is this old. */
const TOUCH_AFTER = IDLE / 10;
const { open } = await instanceHarness();
let first: TestContext;
let second: TestContext;
let world: ClinicWorld;

const jwtSecret = randomBytes(32);
const env = { SESSION_DURATION: String(IDLE) };

beforeAll(async () => {
  first = await open({ env, jwtSecret });
  second = await open({ env, jwtSecret, database: first.database });
  world = await createClinicWorld(first.app);
});

const db = () => first.app.db;

async function sessionIdOf(token: string) {
  const claims = await first.app.tokens.verify(token);
  if (!claims) throw new Error('token did not verify');
  return claims.sessionId;
}

async function account(token: string, app: App = first.app) {
  const response = await app.inject({ url: '/api/account', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Account>();
}

/** What each instance answers the token now: both 200 or both 401 once a change took effect. */
const statuses = async (token: string) =>
  [await accountStatus(first.app, token), await accountStatus(second.app, token)] as const;

/** A fresh session of the user that both instances have answered (and so hold). */
async function heldToken(userId: number) {
  const token = await tokenFor(first.app, userId);
  expect(await statuses(token)).toEqual([200, 200]);
  return token;
}

const revoke = (ex: Executor, sessionId: string) =>
  ex
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));

/** Whether the session's activity was recorded in the last `seconds`, by the database's clock. */
async function seenWithin(sessionId: string, seconds: number) {
  const [row] = await db()
    .select({
      recent: sql<boolean>`${sessions.lastSeenAt} > now() - make_interval(secs => ${seconds})`,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.recent;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('answers from memory', () => {
  test('A25 a repeated request is answered without the session query, on each instance', async () => {
    const token = await heldToken(world.patient.id);
    // Revoked without a notification: only an answer held in memory still accepts the token.
    await silently(db(), async (tx) => revoke(tx, await sessionIdOf(token)));
    expect(await statuses(token)).toEqual([200, 200]);
    // Any announced change to the session's row drops it on both instances.
    await db()
      .update(sessions)
      .set({ ip: '192.0.2.1' })
      .where(eq(sessions.id, await sessionIdOf(token)));
    expect(await statuses(token)).toEqual([401, 401]);
  });
});

describe('endings through the API take effect on the next request, on every instance', () => {
  test('A25 logout', async () => {
    const token = await heldToken(world.otherPatient.id);
    const other = await heldToken(world.otherPatient.id);
    const logout = await second.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(await statuses(token)).toEqual([401, 401]);
    expect(await statuses(other)).toEqual([200, 200]);
  });

  test('A25 A58 a password change ends every session, the acting ones bound to them too', async () => {
    const assistant = await createUser(db(), Role.assistant);
    await linkAssistant(db(), assistant.id, world.otherProvider.id);
    const own = await heldToken(assistant.id);
    const minted = await first.app.inject({
      url: `/api/assistant/authenticate/${world.otherProvider.id}`,
      headers: bearer(own),
    });
    const acting: string = minted.json().token;
    expect(await statuses(acting)).toEqual([200, 200]);
    const change = await second.app.inject({
      method: 'POST',
      url: '/api/account/change_password',
      headers: bearer(own),
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'Changed12345' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await statuses(own)).toEqual([401, 401]);
    expect(await statuses(acting)).toEqual([401, 401]);
  });
});

describe('changes by plain SQL take effect on the next request, on every instance', () => {
  test('A25 a revoked session', async () => {
    const token = await heldToken(world.patient.id);
    await revoke(db(), await sessionIdOf(token));
    expect(await statuses(token)).toEqual([401, 401]);
  });

  test('B84 a deactivated user', async () => {
    const user = await createUser(db(), Role.provider);
    const token = await heldToken(user.id);
    await db().update(users).set({ activated: false }).where(eq(users.id, user.id));
    expect(await statuses(token)).toEqual([401, 401]);
  });

  test('A28 a role, a name, an e-mail and a time zone: GET /account answers the new ones', async () => {
    const user = await createUser(db(), Role.patient);
    const token = await heldToken(user.id);
    const changes = [
      { role: Role.provider },
      { firstName: 'Renamed', lastName: 'Person' },
      { email: `renamed-${user.id}@test.example` },
      { timeZone: 'Europe/Paris' },
      { roomName: `room-${user.id}` },
    ];
    for (const change of changes) {
      await db().update(users).set(change).where(eq(users.id, user.id));
      for (const app of [first.app, second.app]) {
        const answer = await account(token, app);
        const expected = 'role' in change ? { roles: [change.role] } : change;
        expect(answer).toMatchObject(expected);
      }
    }
  });

  test('I16 a clinic membership given and taken: the clinic is in scope, then out', async () => {
    const other = await createClinic(db());
    const token = await heldToken(world.admin.id);
    const providersOfOther = async (app: App) =>
      (await app.inject({ url: `/api/clinic/${other.id}/providers`, headers: bearer(token) }))
        .statusCode;
    expect(await providersOfOther(first.app)).toBe(403);
    expect(await providersOfOther(second.app)).toBe(403);
    await joinClinic(db(), world.admin.id, other.id, Role.clinicAdmin);
    expect(await providersOfOther(first.app)).toBe(200);
    expect(await providersOfOther(second.app)).toBe(200);
    await db()
      .delete(clinicMemberships)
      .where(
        and(eq(clinicMemberships.userId, world.admin.id), eq(clinicMemberships.clinicId, other.id)),
      );
    expect(await providersOfOther(first.app)).toBe(403);
    expect(await providersOfOther(second.app)).toBe(403);
  });

  test('A58 B84 the acting assistant: renamed, deactivated, or unlinked', async () => {
    const actingToken = async (assistantId: number) => {
      const own = await tokenFor(first.app, assistantId);
      const minted = await first.app.inject({
        url: `/api/assistant/authenticate/${world.provider.id}`,
        headers: bearer(own),
      });
      const token: string = minted.json().token;
      expect(await statuses(token)).toEqual([200, 200]);
      return token;
    };
    const assistant = await createUser(db(), Role.assistant);
    await linkAssistant(db(), assistant.id, world.provider.id);

    const renamed = await actingToken(assistant.id);
    await db().update(users).set({ firstName: 'Newname' }).where(eq(users.id, assistant.id));
    expect((await account(renamed, second.app)).actingAssistant?.firstName).toBe('Newname');

    await db().update(users).set({ activated: false }).where(eq(users.id, assistant.id));
    expect(await statuses(renamed)).toEqual([401, 401]);
    await db().update(users).set({ activated: true }).where(eq(users.id, assistant.id));

    const unlinked = await actingToken(assistant.id);
    await db()
      .delete(assistantProviders)
      .where(
        and(
          eq(assistantProviders.assistantId, assistant.id),
          eq(assistantProviders.providerId, world.provider.id),
        ),
      );
    expect(await statuses(unlinked)).toEqual([401, 401]);
  });
});

describe('time, as the database measures it', () => {
  test('A25 a session held in memory is refused once it expires', async () => {
    const token = await tokenFor(first.app, world.patient.id);
    const id = await sessionIdOf(token);
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '3 seconds'` })
      .where(eq(sessions.id, id));
    expect(await statuses(token)).toEqual([200, 200]);
    // Nothing announces an expiry: the answers held in memory end with it.
    await sleep(3_100);
    expect(await statuses(token)).toEqual([401, 401]);
  });

  test('A31 a session held in memory still records activity when it is due', async () => {
    const token = await tokenFor(first.app, world.patient.id);
    const id = await sessionIdOf(token);
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql.raw(`now() - interval '${TOUCH_AFTER - 2} seconds'`) })
      .where(eq(sessions.id, id));
    expect(await statuses(token)).toEqual([200, 200]);
    expect(await seenWithin(id, TOUCH_AFTER - 3)).toBe(false);
    await sleep(2_100);
    expect(await accountStatus(second.app, token)).toBe(200);
    expect(await seenWithin(id, 2)).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('another instance (PostgreSQL)', () => {
  test('A25 B84 a logout or a deactivation through an instance with its own pool takes effect here once its notification arrives', async () => {
    // The two instances above share one pool (a commit through it is heard by both before it
    // returns); this one shares only the database, like another server.
    const [{ name } = { name: '' }] = await db()
      .select({ name: sql<string>`current_database()` })
      .from(sql`(select 1) as one`);
    const own = await openDatabase({
      databaseUrl: adminUrl(process.env.TEST_DATABASE_URL ?? '', name),
    });
    const elsewhere = await createTestApp({ env, jwtSecret, database: own });
    try {
      const user = await createUser(db(), Role.provider);
      const out = await heldToken(user.id);
      const deactivated = await heldToken(user.id);
      expect(await accountStatus(elsewhere.app, out)).toBe(200);
      const logout = await elsewhere.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(out),
      });
      expect(logout.statusCode).toBe(204);
      // Heard over this instance's listening connection, a few to tens of milliseconds after the
      // commit on a loaded machine: a request in between is still answered from memory.
      await expect.poll(() => statuses(out), { interval: 5 }).toEqual([401, 401]);

      await elsewhere.app.db.update(users).set({ activated: false }).where(eq(users.id, user.id));
      await expect.poll(() => statuses(deactivated), { interval: 5 }).toEqual([401, 401]);
    } finally {
      await elsewhere.close();
      await own.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the listening connection (PostgreSQL)', () => {
  test('A25 while it is lost every request asks the database, and memory serves again once it is back', async () => {
    const token = await heldToken(world.provider.id);
    expect(await terminateListeners(db())).toBeGreaterThan(0);
    await silently(db(), async (tx) => revoke(tx, await sessionIdOf(token)));
    await expect.poll(() => statuses(token), RECONNECTING).toEqual([401, 401]);

    // Listening again: a session answered once is held again.
    await expect
      .poll(async () => {
        const again = await tokenFor(first.app, world.provider.id);
        const answered = await statuses(again);
        await silently(db(), async (tx) => revoke(tx, await sessionIdOf(again)));
        return [answered, await statuses(again)];
      }, RECONNECTING)
      .toEqual([
        [200, 200],
        [200, 200],
      ]);
  });
});
