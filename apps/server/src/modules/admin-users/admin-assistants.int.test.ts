import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { describe, expect, test } from 'vitest';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { accountStatus, bearer, latestMail } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

let sequence = 0;
const newEmail = (kind: string) => `new-${kind}-${process.pid}-${(sequence += 1)}@test.example`;

async function setUp() {
  const world = await createClinicWorld(ctx.app);
  const admin = await createSuperAdminUser(ctx.app);
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  return { world, send };
}

describe('super admin: assistants', () => {
  test('B67 adding an assistant links the clinic’s providers and mails a set-password link', async () => {
    const { world, send } = await setUp();
    const email = newEmail('assistant');
    const choices = await send('GET', `/api/admin/providers/clinic/${world.clinic.id}`);
    expect(choices.json()).toHaveLength(2);
    const created = await send('POST', '/api/admin/assistant', {
      clinicId: world.clinic.id,
      firstName: 'Ari',
      lastName: 'Aide',
      email,
      providers: [world.provider.id, world.otherProvider.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().providers).toEqual(
      [world.provider.id, world.otherProvider.id].sort((a, b) => a - b),
    );
    expect((await latestMail(ctx.app, email))?.text).toContain('/reset/finish?key=');
  });

  test('B68 a taken e-mail or another clinic’s provider is refused; nothing is created', async () => {
    const { world, send } = await setUp();
    const other = await createClinicWorld(ctx.app);
    const taken = await send('POST', '/api/admin/assistant', {
      clinicId: world.clinic.id,
      firstName: 'Ari',
      lastName: 'Aide',
      email: world.assistant.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toBe(M.emailNotUnique);
    const email = newEmail('assistant');
    const foreign = await send('POST', '/api/admin/assistant', {
      clinicId: world.clinic.id,
      firstName: 'Ari',
      lastName: 'Aide',
      email,
      providers: [other.provider.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await send('GET', `/api/admin/assistant/${email}`)).statusCode).toBe(404);
  });

  test('B69 B70 editing an assistant: switching it off ends its session', async () => {
    const { world, send } = await setUp();
    const loaded = await send('GET', `/api/admin/assistant/${world.assistant.email}`);
    expect(loaded.json()).toMatchObject({ providers: [world.provider.id], activated: true });
    const edited = await send('PUT', '/api/admin/assistant', {
      ...loaded.json(),
      activated: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(await accountStatus(ctx.app, world.assistant.token)).toBe(401);
    const list = await send(
      'GET',
      `/api/admin/assistant/find?clinic=${world.clinic.id}&filterByActivated=true&isActivated=false`,
    );
    expect(list.json().content.map((r: { id: number }) => r.id)).toEqual([world.assistant.id]);
  });
});

describe('super admin: clinic admins', () => {
  test('B71 B72 B73 B75 add, read, rename and deactivate a clinic admin', async () => {
    const { world, send } = await setUp();
    const email = newEmail('clinic-admin');
    const created = await send('POST', '/api/admin/clinic/admin', {
      clinicId: world.clinic.id,
      firstName: 'Cleo',
      lastName: 'Admin',
      email,
      active: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, active: true, clinicId: world.clinic.id });
    const listed = await send(
      'GET',
      `/api/admin/clinicAdmins?keyword=cleo&activated=true&clinic=${world.clinic.id}&page=0&size=15`,
    );
    expect(listed.json().totalElements).toBe(1);

    const loaded = await send('GET', `/api/admin/clinic/admin/${world.admin.email}`);
    expect(loaded.statusCode).toBe(200);
    const updated = await send('PUT', `/api/admin/clinic/admin/${world.admin.email}`, {
      ...loaded.json(),
      lastName: 'Renamed',
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ lastName: 'Renamed', active: false });
    expect(await accountStatus(ctx.app, world.admin.token)).toBe(401);
  });

  test('B74 a taken e-mail shows "Email is not unique!"; other failures the server’s text', async () => {
    const { world, send } = await setUp();
    const taken = await send('POST', '/api/admin/clinic/admin', {
      clinicId: world.clinic.id,
      firstName: 'Cleo',
      lastName: 'Admin',
      email: world.provider.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toBe(M.emailNotUnique);
    const unknown = await send('GET', `/api/admin/clinic/admin/nobody-${Date.now()}@test.example`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('The requested clinic admin does not exist.');
  });
});
