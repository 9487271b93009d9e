import { AdminClinicMessages as M } from '@clinicall/shared/admin-clinic';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer, createClinic } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
const unique = () => Math.random().toString(36).slice(2, 8);

async function admin() {
  return bearer((await createSuperAdminUser(ctx.app)).token);
}

describe('super admin: parent accounts', () => {
  test('B56 B57 B58 B59 a parent account is added with clinics, edited and deactivated, audited', async () => {
    const headers = await admin();
    const [a, b] = [await createClinic(ctx.app.db), await createClinic(ctx.app.db)];
    const name = `Group ${unique()}`;
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/parentClinic',
      headers,
      payload: { name, description: 'Both clinics', clinicIds: [a.id, b.id] },
    });
    expect(added.statusCode).toBe(200);
    const parent = added.json();
    expect(parent).toMatchObject({ name, activated: true });
    expect(parent.clinics.map((c: { id: number }) => c.id).sort()).toEqual([a.id, b.id].sort());

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/parentClinic',
      headers,
      payload: { id: parent.id, name, activated: false, clinicIds: [a.id] },
    });
    expect(edited.json()).toMatchObject({ activated: false, clinics: [{ id: a.id }] });
    const read = await ctx.app.inject({ url: `/api/admin/parentClinic/${parent.id}`, headers });
    expect(read.json()).toMatchObject({ activated: false, description: null });
    const clinic = await ctx.app.inject({ url: `/api/admin/clinic/${a.id}`, headers });
    expect(clinic.json().parentClinic).toEqual({ id: parent.id, name });

    const rows = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.parent-clinic.deactivate'));
    const mine = rows.find(
      (row) => (row.detail as { target?: { id?: number } }).target?.id === parent.id,
    );
    expect(mine?.detail).toMatchObject({
      target: { type: 'parent-clinic', id: parent.id },
      changes: {
        activated: { from: true, to: false },
        clinics: { from: [a.id, b.id].sort((x, y) => x - y), to: [a.id] },
      },
    });
  });

  test('I20 B56 the name is required, the description at most 1000 characters; a clinic has one parent', async () => {
    const headers = await admin();
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/parentClinic', headers, payload });
    expect((await post({ name: ' ' })).statusCode).toBe(400);
    expect((await post({ name: 'Long', description: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(
      (await post({ name: `Max ${unique()}`, description: 'x'.repeat(1000) })).statusCode,
    ).toBe(200);
    const clinic = await createClinic(ctx.app.db);
    const first = `First ${unique()}`;
    expect((await post({ name: first, clinicIds: [clinic.id] })).statusCode).toBe(200);
    const second = await post({ name: `Second ${unique()}`, clinicIds: [clinic.id] });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMessage).toBe(M.clinicInOtherParent(clinic.name, first));
    expect((await post({ name: 'Ghost', clinicIds: [2_000_000_000] })).statusCode).toBe(400);
  });

  test('B55 the list shows active accounts by default and inactive ones on request, 15 a page', async () => {
    const headers = await admin();
    const tag = `Par${unique()}`;
    for (let n = 0; n < 16; n += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/parentClinic',
        headers,
        payload: { name: `${tag} ${String(n).padStart(2, '0')}`, activated: n < 15 },
      });
    }
    const list = async (query: string) =>
      (
        await ctx.app.inject({ url: `/api/admin/parentClinic?query=${tag}&${query}`, headers })
      ).json();
    expect(await list('')).toMatchObject({ totalElements: 15, last: true });
    expect((await list('')).content).toHaveLength(15);
    expect((await list('active=false&inactive=true')).totalElements).toBe(1);
    expect(await list('inactive=true')).toMatchObject({ totalElements: 16, last: false });
  });

  test('I15 every other role gets 403', async () => {
    const world = await createClinicWorld(ctx.app);
    for (const user of [world.admin, world.provider, world.assistant, world.patient]) {
      for (const [method, url] of [
        ['GET', '/api/admin/parentClinic'],
        ['GET', '/api/admin/parentClinic/1'],
        ['POST', '/api/admin/parentClinic'],
        ['PUT', '/api/admin/parentClinic'],
      ] as const) {
        const answer = await ctx.app.inject({
          method,
          url,
          headers: bearer(user.token),
          ...(method === 'GET' ? {} : { payload: { id: 1, name: 'x' } }),
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});
