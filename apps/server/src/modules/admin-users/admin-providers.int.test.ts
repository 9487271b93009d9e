import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { accountStatus, bearer, latestMail, signIn } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

let sequence = 0;
const newEmail = () => `new-provider-${process.pid}-${(sequence += 1)}@test.example`;

async function setUp() {
  const world = await createClinicWorld(ctx.app);
  const admin = await createSuperAdminUser(ctx.app);
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(admin.token),
      ...(payload ? { payload } : {}),
    });
  return { world, admin, send };
}

const setPasswordKey = (text: string | undefined) => {
  const key = text?.match(/reset\/finish\?key=([\w%-]+)/)?.[1];
  if (!key) throw new Error('no set-password link in the mail');
  return decodeURIComponent(key);
};

describe('super admin: providers', () => {
  test('B61 B64 adding a provider places them in the clinic, links assistants, mails a set-password link and audits it', async () => {
    const { world, admin, send } = await setUp();
    const email = newEmail();
    const created = await send('POST', '/api/admin/provider', {
      clinicId: world.clinic.id,
      firstName: ' Nina ',
      lastName: 'New',
      email: email.toUpperCase(),
      preferred: true,
      primarySpecialty: 'Cardiology',
      specialties: ['Cardiology', 'Internal medicine'],
      offices: [{ name: 'Main', address: '1 Main St', city: 'Springfield', state: 'IL' }],
      assistants: [world.assistant.id],
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      email,
      firstName: 'Nina',
      activated: true,
      preferred: true,
      clinicId: world.clinic.id,
      assistants: [world.assistant.id],
    });

    const mail = await latestMail(ctx.app, email);
    expect(mail?.text).toContain('/reset/finish?key=');
    const finish = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/reset_password/finish',
      payload: { resetKey: setPasswordKey(mail?.text), password: 'Chosen123' },
    });
    expect(finish.statusCode).toBe(200);
    expect(await signIn(ctx.app, email, 'Chosen123')).toBeTruthy();

    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.provider.create'), eq(auditLog.userId, admin.id)));
    expect(row?.clinicId).toBe(world.clinic.id);
    expect(row?.detail).toMatchObject({
      target: { type: 'provider', id: body.id },
      changes: { preferred: { from: null, to: true } },
    });
  });

  test('B63 a taken e-mail answers "Email is not unique!" and creates nothing', async () => {
    const { world, send } = await setUp();
    const before = await ctx.app.db.select({ id: users.id }).from(users);
    const response = await send('POST', '/api/admin/provider', {
      clinicId: world.clinic.id,
      firstName: 'Dup',
      lastName: 'Licate',
      email: world.patient.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe(M.emailNotUnique);
    expect(await ctx.app.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  test('B4 B2 missing names, a bad e-mail or an unknown clinic are refused with their text', async () => {
    const { world, send } = await setUp();
    const missing = await send('POST', '/api/admin/provider', {
      clinicId: world.clinic.id,
      firstName: ' ',
      lastName: 'X',
      email: newEmail(),
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().fields)).toContain(M.firstNameRequired);
    const badEmail = await send('POST', '/api/admin/provider', {
      clinicId: world.clinic.id,
      firstName: 'A',
      lastName: 'B',
      email: 'not-an-email',
    });
    expect(badEmail.statusCode).toBe(400);
    const noClinic = await send('POST', '/api/admin/provider', {
      clinicId: 2_000_000,
      firstName: 'A',
      lastName: 'B',
      email: newEmail(),
    });
    expect(noClinic.statusCode).toBe(400);
    expect(noClinic.json().errorMessage).toBe(M.clinicRequired);
  });

  test('B50 an office box needs its name, address, city and state; all four are kept and shown', async () => {
    const { world, send } = await setUp();
    const email = newEmail();
    const provider = (offices: object[]) =>
      send('POST', '/api/admin/provider', {
        clinicId: world.clinic.id,
        firstName: 'Otto',
        lastName: 'Office',
        email,
        offices,
      });
    const office = { name: 'North', address: '9 Elm St', city: 'Peoria', state: 'IL' };
    for (const missing of ['name', 'address', 'city', 'state'] as const) {
      const refused = await provider([{ ...office, [missing]: ' ' }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        { field: `offices.0.${missing}`, message: M.fieldRequired },
      ]);
    }
    const none = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(none).toHaveLength(0);

    const created = await provider([office]);
    expect(created.statusCode).toBe(201);
    expect(created.json().offices).toEqual([office]);
    const id: number = created.json().id;
    const loaded = await send('GET', `/api/admin/providers/${id}/profile`);
    expect(loaded.json().offices).toEqual([office]);
    const profile = await send('GET', `/api/providers/${id}/profile`);
    expect(profile.json().offices).toEqual([office]);
  });

  test('B62 editing a provider saves the form, audits old and new, and a new e-mail waits for its owner', async () => {
    const { world, admin, send } = await setUp();
    const loaded = await send('GET', `/api/admin/providers/${world.provider.email}/profile`);
    expect(loaded.statusCode).toBe(200);
    const target = newEmail();
    const edited = await send('PUT', '/api/admin/provider', {
      ...loaded.json(),
      newEmail: target,
      lastName: 'Renamed',
      preferred: true,
      assistants: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      email: world.provider.email,
      newEmail: target,
      lastName: 'Renamed',
      assistants: [],
    });
    // The owner is asked at the address they sign in with; the new one must prove itself.
    expect((await latestMail(ctx.app, world.provider.email))?.text).toContain(target);
    expect(await latestMail(ctx.app, target)).toBeDefined();
    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.provider.update'), eq(auditLog.userId, admin.id)));
    expect(row?.detail).toMatchObject({
      changes: {
        lastName: { from: 'Provider', to: 'Renamed' },
        assistants: { from: [world.assistant.id], to: [] },
      },
    });
  });

  test('B60 B5 the list searches by keyword, filters by clinic and active state, 15 a page', async () => {
    const { world, send } = await setUp();
    const other = await createClinicWorld(ctx.app);
    const page = await send(
      'GET',
      `/api/admin/providers/find?clinic=${world.clinic.id}&keyword=paula`,
    );
    expect(page.json()).toMatchObject({
      totalElements: 1,
      last: true,
      content: [{ id: world.provider.id, clinics: [{ id: world.clinic.id }] }],
    });
    const all = await send('GET', '/api/admin/providers/search');
    expect(all.json().content.length).toBeLessThanOrEqual(15);
    const inactive = await send(
      'GET',
      `/api/admin/providers/find?clinic=${other.clinic.id}&filterByActivated=true&isActivated=false`,
    );
    expect(inactive.json().totalElements).toBe(0);
    const choices = await send('GET', `/api/admin/assistant/clinic/${world.clinic.id}`);
    expect(choices.json().map((c: { id: number }) => c.id)).toEqual([world.assistant.id]);
    const clinics = await send('GET', `/api/admin/provider/clinics/${world.provider.id}`);
    expect(clinics.json().map((c: { id: number }) => c.id)).toContain(world.clinic.id);
  });

  test('B70 deactivating a provider ends their open session at once and refuses their sign-in', async () => {
    const { world, send } = await setUp();
    expect(await accountStatus(ctx.app, world.provider.token)).toBe(200);
    const loaded = (await send('GET', `/api/admin/providers/${world.provider.id}/profile`)).json();
    const off = await send('PUT', '/api/admin/provider', { ...loaded, activated: false });
    expect(off.statusCode).toBe(200);
    expect(await accountStatus(ctx.app, world.provider.token)).toBe(401);
    const signInAttempt = await ctx.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email: world.provider.email, password: 'Testing123', timeZoneOffset: 0 },
    });
    expect(signInAttempt.statusCode).toBe(401);
    expect(signInAttempt.json().code).toBe('ACCOUNT_INACTIVE');
  });
});
