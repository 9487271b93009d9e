import { AdminAuditMessages, type AdminAuditPage } from '@clinicall/shared/admin-audit/admin-audit';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';
import { adminActionDetail, changedFields } from '../audit/admin-changes.js';

const ctx = useTestApp();

const get = (token: string, path: string) =>
  ctx.app.inject({ url: `/api/admin/${path}`, headers: bearer(token) });

async function search(token: string, query = ''): Promise<AdminAuditPage> {
  const response = await get(token, `audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Admin actions in two clinics by two super admins, and a patient read that is no admin action. */
async function auditedWorld() {
  const w = await createClinicWorld(ctx.app);
  const other = await createClinicWorld(ctx.app);
  const sue = await createSuperAdminUser(ctx.app);
  const max = await createSuperAdminUser(ctx.app);
  const row = (
    at: string,
    userId: number,
    action: string,
    clinicId: number | null,
    detail: Record<string, unknown>,
  ) => ({ at: new Date(at), userId, action, clinicId, detail, actorRole: 'ROLE_EXMD_ADMIN' });
  await ctx.app.db.insert(auditLog).values([
    row(
      '2026-05-01T10:00:00Z',
      sue.id,
      'admin.clinic.update',
      w.clinic.id,
      adminActionDetail(
        { type: 'clinic', id: w.clinic.id },
        changedFields({ name: 'Old', secret: 'a' }, { name: 'New', secret: 'b' }, ['secret']),
      ),
    ),
    row(
      '2026-05-02T10:00:00Z',
      max.id,
      'admin.provider.create',
      other.clinic.id,
      adminActionDetail({ type: 'provider', id: 7 }, changedFields(null, { email: '=x@y.z' })),
    ),
    row('2026-05-03T10:00:00Z', sue.id, 'admin.provider.deactivate', w.clinic.id, {
      ...adminActionDetail(
        { type: 'provider', id: 8 },
        changedFields({ activated: true }, { activated: false }),
      ),
    }),
    row('2026-05-03T11:00:00Z', w.provider.id, 'patient.read', w.clinic.id, { kind: 'profile' }),
  ]);
  return { w, other, sue, max };
}

describe('issue 20 point 8: the super admin reads the admin audit', () => {
  test('issue 20 point 8: admin actions only, newest first, with who, when, action, clinic, target and the changed fields (secrets masked)', async () => {
    const { w, sue } = await auditedWorld();
    const page = await search(sue.token, `?actor=${sue.id}`);
    expect(page.content.map((e) => e.action)).toEqual([
      'admin.provider.deactivate',
      'admin.clinic.update',
    ]);
    expect(page.content[1]).toMatchObject({
      at: '2026-05-01T10:00:00.000Z',
      actor: { id: sue.id, firstName: 'Sue', lastName: 'Super' },
      clinic: { id: w.clinic.id, name: w.clinic.name },
      target: { type: 'clinic', id: w.clinic.id },
      changes: { name: { from: 'Old', to: 'New' }, secret: { from: '••••••', to: '••••••' } },
    });
    expect(JSON.stringify(page)).not.toContain('patient.read');
  });

  test('issue 20 point 8: filters by clinic, actor (id or name) and days; pages follow by cursor', async () => {
    const { w, other, sue, max } = await auditedWorld();
    const actions = async (query: string) =>
      (await search(sue.token, query)).content
        .filter((e) => e.actor?.id === sue.id || e.actor?.id === max.id)
        .map((e) => e.action);
    expect(await actions(`?clinic=${other.clinic.id}`)).toEqual(['admin.provider.create']);
    expect(await actions(`?clinic=${encodeURIComponent(w.clinic.name)}`)).toEqual([
      'admin.provider.deactivate',
      'admin.clinic.update',
    ]);
    expect(await actions(`?clinic=${encodeURIComponent(w.clinic.name)}&actor=${max.id}`)).toEqual(
      [],
    );
    expect(await actions(`?actor=${encodeURIComponent(max.email)}`)).toEqual([
      'admin.provider.create',
    ]);
    const from = encodeURIComponent('2026-05-02T00:00:00Z');
    const to = encodeURIComponent('2026-05-03T00:00:00Z');
    expect(await actions(`?from=${from}&to=${to}`)).toEqual(['admin.provider.create']);
    const first = await search(sue.token, `?actor=${sue.id}&size=1`);
    expect(first.content).toHaveLength(1);
    const second = await search(sue.token, `?actor=${sue.id}&size=1&cursor=${first.nextCursor}`);
    expect(second.content.map((e) => e.action)).toEqual(['admin.clinic.update']);
    expect(second.nextCursor).toBeNull();
  });

  test('issue 20 point 8: the CSV holds the filtered rows with old → new, neutralises formulas, and its download is audited', async () => {
    const { other, sue } = await auditedWorld();
    const response = await get(sue.token, `audit.csv?clinic=${other.clinic.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="admin-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = Papa.parse<Record<string, string>>(response.body, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'admin.provider.create',
      clinic_name: other.clinic.name,
      target_type: 'provider',
      target_id: '7',
      changes: 'email: (none) → =x@y.z',
    });
    const downloads = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, sue.id), eq(auditLog.action, 'admin.audit.download')));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.detail).toMatchObject({ filter: { clinic: String(other.clinic.id) } });
  });

  test('issue 20 point 8: a formula in a cell is neutralised', async () => {
    const sue = await createSuperAdminUser(ctx.app);
    await ctx.app.db.insert(auditLog).values({
      userId: sue.id,
      action: 'admin.clinic.create',
      detail: adminActionDetail({ type: 'clinic', id: '=1+1' }),
    });
    const response = await get(sue.token, `audit.csv?actor=${sue.id}`);
    expect(response.body).toContain("'=1+1");
  });

  test('I15 attack: clinic admins, providers, assistants and patients are refused the audit and its CSV; a reversed range is a clear 400', async () => {
    const { w, sue } = await auditedWorld();
    for (const caller of [w.admin, w.provider, w.assistant, w.patient]) {
      for (const path of ['audit', 'audit.csv']) {
        const response = await get(caller.token, path);
        expect(response.statusCode, `${caller.email} ${path}`).toBe(403);
        expect(response.body).not.toContain('admin.clinic.update');
      }
    }
    const reversed = await get(
      sue.token,
      `audit?from=${encodeURIComponent('2026-05-03T00:00:00Z')}&to=${encodeURIComponent('2026-05-01T00:00:00Z')}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errorMessage: AdminAuditMessages.rangeReversed });
    for (const query of ['?cursor=x', `?clinic=${'x'.repeat(101)}`, '?size=1000']) {
      expect((await get(sue.token, `audit${query}`)).statusCode, query).toBe(400);
    }
  });
});
