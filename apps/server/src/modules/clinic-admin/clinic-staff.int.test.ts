import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { accountStatus, bearer } from '../../test-support/factories.js';
import {
  connection,
  disconnection,
  listen,
  realtimeClient,
  type TestClient,
} from '../../test-support/realtime-client.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext | undefined;
let url = '';
const clients: TestClient[] = [];

beforeAll(async () => {
  // The periodic session sweep never runs during a test: only the deactivation can end a socket.
  ctx = await createTestApp({ realtimeSessionCheckMs: 3_600_000 });
  ({ url } = await listen(ctx.app));
});
afterAll(async () => {
  for (const client of clients) client.close();
  await ctx?.close();
});
const app = () => ctx!.app;

/** The detail of the audit row of `action` taken by `userId`. */
async function audited(action: string, userId: number) {
  const [row] = await app()
    .db.select({ detail: auditLog.detail, clinicId: auditLog.clinicId })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, userId)));
  return row;
}

const call = (token: string, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  app().inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });

async function openSocket(token: string) {
  const client = realtimeClient(url, token);
  clients.push(client);
  expect(await connection(client)).toBe('connected');
  return client;
}

describe('clinic admin: own staff', () => {
  test('B77 I16 lists show only the admin’s clinic; another clinic’s staff answer as unknown', async () => {
    const mine = await createClinicWorld(app());
    const theirs = await createClinicWorld(app());
    const providers = await call(mine.admin.token, 'GET', '/api/clinic/providers');
    const emails = providers.json().content.map((row: { email: string }) => row.email);
    expect(emails).toEqual(expect.arrayContaining([mine.provider.email, mine.otherProvider.email]));
    expect(emails).not.toContain(theirs.provider.email);
    const filtered = await call(
      mine.admin.token,
      'GET',
      '/api/clinic/assistants?filterByActivated=true&isActivated=false',
    );
    expect(filtered.json().totalElements).toBe(0);
    const foreign = await call(
      mine.admin.token,
      'GET',
      `/api/clinic/provider?email=${encodeURIComponent(theirs.provider.email)}`,
    );
    expect(foreign.statusCode).toBe(404);
    const own = await call(
      mine.admin.token,
      'GET',
      `/api/clinic/assistant?email=${encodeURIComponent(mine.assistant.email)}`,
    );
    expect(own.json()).toMatchObject({ providers: [mine.provider.id], activated: true });
  });

  test('I15 every staff /admin/* route refuses a clinic admin, provider, assistant and patient with 403', async () => {
    const world = await createClinicWorld(app());
    const routes = app().routeAccess.filter((r) =>
      /^\/api\/admin\/(provider|providers|assistant|clinic\/admin|clinicAdmins)\b/.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const caller of [world.admin, world.provider, world.assistant, world.patient]) {
      for (const route of routes) {
        const response = await call(
          caller.token,
          route.method as 'GET',
          route.url.replace(':id', '1').replace(':email', encodeURIComponent(world.admin.email)),
          route.method === 'GET' ? undefined : {},
        );
        expect(response.statusCode, `${caller.role} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  test('B78 a clinic admin has no way to add users', () => {
    const adds = app().routeAccess.filter(
      (r) =>
        r.method === 'POST' &&
        r.access !== 'open' &&
        r.access.roles !== 'any' &&
        r.access.roles.includes(Role.clinicAdmin) &&
        /provider|assistant|admin/i.test(r.url),
    );
    expect(adds).toEqual([]);
  });

  test('B84 the clinic admin links the clinic’s providers to an assistant; other clinics’ providers are refused', async () => {
    const world = await createClinicWorld(app());
    const theirs = await createClinicWorld(app());
    const body = {
      email: world.assistant.email,
      firstName: 'Asa',
      lastName: 'Assistant',
      activated: true,
      providers: [world.provider.id, world.otherProvider.id],
    };
    const linked = await call(world.admin.token, 'PUT', '/api/clinic/assistant', body);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().providers).toEqual([world.provider.id, world.otherProvider.id]);
    expect(await audited('admin.assistant.update', world.admin.id)).toMatchObject({
      clinicId: world.clinic.id,
      detail: { changes: { providers: { to: [world.provider.id, world.otherProvider.id] } } },
    });
    const refused = await call(world.admin.token, 'PUT', '/api/clinic/assistant', {
      ...body,
      providers: [theirs.provider.id],
    });
    expect(refused.statusCode).toBe(400);
    const missing = await call(world.admin.token, 'PUT', '/api/clinic/assistant', {
      ...body,
      firstName: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().fields)).toContain(M.firstNameRequired);
  });

  test('B84 deactivating a provider ends their open session and their socket at once', async () => {
    const world = await createClinicWorld(app());
    const socket = await openSocket(world.provider.token);
    const gone = disconnection(socket);
    const response = await call(world.admin.token, 'PUT', '/api/clinic/provider', {
      email: world.provider.email,
      firstName: 'Paula',
      lastName: 'Provider',
      primarySpecialty: 'Family Medicine',
      activated: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().activated).toBe(false);
    expect(await gone).toBe('io server disconnect');
    expect(await accountStatus(app(), world.provider.token)).toBe(401);
    // The other provider of the clinic keeps working.
    expect(await accountStatus(app(), world.otherProvider.token)).toBe(200);
    // Issue 20 point 8: the clinic admin's edit is audited with what changed.
    expect(await audited('admin.provider.update', world.admin.id)).toMatchObject({
      clinicId: world.clinic.id,
      detail: { changes: { activated: { from: true, to: false } } },
    });
  });

  test('B70 deactivating an assistant also ends the sessions and sockets where it acts as a provider', async () => {
    const world = await createClinicWorld(app());
    const acting = await call(
      world.assistant.token,
      'GET',
      `/api/assistant/authenticate/${world.provider.id}`,
    );
    expect(acting.statusCode).toBe(200);
    const actingToken = acting.json().token as string;
    const socket = await openSocket(actingToken);
    const gone = disconnection(socket);
    const superAdmin = await createSuperAdminUser(app());
    const loaded = await call(
      superAdmin.token,
      'GET',
      `/api/admin/assistant/${world.assistant.id}`,
    );
    const off = await call(superAdmin.token, 'PUT', '/api/admin/assistant', {
      ...loaded.json(),
      activated: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await accountStatus(app(), actingToken)).toBe(401);
    expect(await accountStatus(app(), world.assistant.token)).toBe(401);
    expect(await accountStatus(app(), world.provider.token)).toBe(200);
  });
});
