import { Role } from '@clinicall/shared/roles';
import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema/audit.js';
import { Reads } from '../lib/access/patient-reads.js';
import { Clinic } from '../lib/access/rules.js';
import {
  createPatientReadWriter,
  type PatientShown,
} from '../modules/audit/patient-read-writer.js';
import { createClinicWorld } from '../test-support/clinic-world.js';
import { bearer, joinClinic } from '../test-support/factories.js';
import { createTestApp, useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();

async function lastAuditId() {
  const [row] = await ctx.app.db
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog);
  return row!.id;
}

/** The `patient.read` rows written after row `since`, oldest first. */
const readsSince = (since: number) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'patient.read'), gt(auditLog.id, since)))
    .orderBy(auditLog.id);

const get = (url: string, token: string) =>
  ctx.app.inject({ url, headers: { ...bearer(token), 'user-agent': 'Clinic browser' } });

describe('issue 19 path 5: how a read of patient data is recorded', () => {
  test('an assistant acting for a provider: the provider is the reader, the assistant is named', async () => {
    const world = await createClinicWorld(ctx.app);
    const acting = await get(
      `/api/assistant/authenticate/${world.provider.id}`,
      world.assistant.token,
    );
    const token = acting.json<{ token: string }>().token;
    const since = await lastAuditId();
    const read = await get(`/api/patient/${world.patient.id}/profile`, token);
    expect(read.statusCode).toBe(200);
    const [row, ...more] = await readsSince(since);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      userId: world.provider.id,
      actingAssistantId: world.assistant.id,
      actorRole: Role.provider,
      patientIds: [world.patient.id],
      clinicIds: [world.clinic.id],
      patientId: null,
      clinicId: null,
      userAgent: 'Clinic browser',
      detail: { kind: 'profile', route: 'GET /api/patient/:id/profile' },
    });
  });

  test('a patient reading their own record, and their family head reading theirs: no clinic', async () => {
    const world = await createClinicWorld(ctx.app);
    const since = await lastAuditId();
    expect(
      (await get(`/api/patient/${world.patient.id}/profile`, world.patient.token)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/patient/${world.familyMember.id}/profile`, world.patient.token)).statusCode,
    ).toBe(200);
    const rows = await readsSince(since);
    expect(rows.map((r) => [r.userId, r.patientIds, r.clinicIds, r.actorRole])).toEqual([
      [world.patient.id, [world.patient.id], [null], Role.patient],
      [world.patient.id, [world.familyMember.id], [null], Role.patient],
    ]);
  });

  test('a provider of two clinics reads through the lowest clinic the patient shares with them', async () => {
    const first = await createClinicWorld(ctx.app);
    const second = await createClinicWorld(ctx.app);
    const provider = first.provider;
    await joinClinic(ctx.app.db, provider.id, second.clinic.id, Role.provider);
    // Pat belongs to both clinics, Olga of the second only.
    await joinClinic(ctx.app.db, second.patient.id, first.clinic.id, Role.patient);
    const since = await lastAuditId();
    expect(
      (await get(`/api/patient/${second.patient.id}/profile`, provider.token)).statusCode,
    ).toBe(200);
    const search = await get('/api/patients/search?keyword=patient&size=100', provider.token);
    expect(search.statusCode).toBe(200);
    const rows = await readsSince(since);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      patientIds: [second.patient.id],
      clinicIds: [first.clinic.id],
    });
    // The roster over both clinics: each patient through the lowest of them they belong to.
    const through = new Map([
      ...[first.patient, first.otherPatient, first.familyMember, second.patient].map(
        (p) => [p.id, first.clinic.id] as const,
      ),
      ...[second.otherPatient, second.familyMember].map((p) => [p.id, second.clinic.id] as const),
    ]);
    const shown = search.json<{ content: { id: number }[] }>().content.map((p) => p.id);
    expect([...shown].sort()).toEqual([...through.keys()].sort());
    // One row for the whole page: the patients in the order shown, each with its clinic.
    expect(rows[1]).toMatchObject({
      patientIds: shown,
      clinicIds: shown.map((id) => through.get(id)),
      detail: { kind: 'roster', route: 'GET /api/patients/search' },
    });
  });

  test('one statement takes rows of every kind: clinics known, left to the database, or none', async () => {
    const first = await createClinicWorld(ctx.app);
    const second = await createClinicWorld(ctx.app);
    await joinClinic(ctx.app.db, second.patient.id, first.clinic.id, Role.patient);
    const reader = first.provider.id;
    const row = (patients: PatientShown[], clinicAmong: string | null = null) => ({
      userId: reader,
      actingAssistantId: null,
      actorRole: Role.provider,
      ip: '203.0.113.9',
      userAgent: null,
      kind: 'roster',
      recordId: null,
      route: 'GET /test',
      patients,
      clinicAmong,
    });
    const both = `{${first.clinic.id},${second.clinic.id}}`;
    const since = await lastAuditId();
    await createPatientReadWriter(ctx.app.db).write([
      row([{ patientId: first.patient.id, clinicId: first.clinic.id, lookUp: false }]),
      row(
        [
          { patientId: second.patient.id, clinicId: null, lookUp: true },
          { patientId: second.otherPatient.id, clinicId: null, lookUp: true },
          { patientId: reader, clinicId: null, lookUp: false },
          { patientId: second.patient.id, clinicId: second.clinic.id, lookUp: false },
        ],
        both,
      ),
      row([{ patientId: second.otherPatient.id, clinicId: null, lookUp: true }], '*'),
    ]);
    // One row per answer, whatever order the statement wrote them in.
    const written = (await readsSince(since)).map((r) => [r.patientIds, r.clinicIds]);
    expect(written).toHaveLength(3);
    expect(written).toEqual(
      expect.arrayContaining([
        [[first.patient.id], [first.clinic.id]],
        [
          [second.patient.id, second.otherPatient.id, reader, second.patient.id],
          [first.clinic.id, second.clinic.id, null, second.clinic.id],
        ],
        [[second.otherPatient.id], [second.clinic.id]],
      ]),
    );
  });

  test('a refused or failed read writes no row: another clinic’s provider, a missing photo', async () => {
    const world = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    const since = await lastAuditId();
    const refused = await get(`/api/patient/${world.patient.id}/profile`, other.provider.token);
    // Outside the caller's clinics a record answers as if missing (issue 19 path 11) or 403.
    expect([403, 404]).toContain(refused.statusCode);
    const missing = await get(`/api/patient/${world.patient.id}/photo`, world.provider.token);
    expect(missing.statusCode).toBe(404);
    expect(await readsSince(since)).toEqual([]);
  });

  test('concurrent reads: one row each, none lost', async () => {
    const world = await createClinicWorld(ctx.app);
    const since = await lastAuditId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        get(`/api/patient/${world.patient.id}/profile`, world.provider.token),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rows = await readsSince(since);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.patientIds?.join()))).toEqual(
      new Set([`${world.patient.id}`]),
    );
  });

  test('a read whose row cannot be written is not served', async () => {
    const world = await createClinicWorld(ctx.app);
    await ctx.app.db.execute(sql`create function refuse_patient_reads() returns trigger
      language plpgsql as $$ begin
        if new.action = 'patient.read' then raise exception 'audit unavailable'; end if;
        return new;
      end $$`);
    await ctx.app.db.execute(sql`create trigger refuse_patient_reads before insert on audit_log
      for each row execute function refuse_patient_reads()`);
    try {
      const read = await get(`/api/patient/${world.patient.id}/profile`, world.provider.token);
      expect(read.statusCode).toBeGreaterThanOrEqual(500);
      expect(read.body).not.toContain(world.patient.email);
    } finally {
      await ctx.app.db.execute(sql`drop trigger refuse_patient_reads on audit_log`);
      await ctx.app.db.execute(sql`drop function refuse_patient_reads()`);
    }
    const again = await get(`/api/patient/${world.patient.id}/profile`, world.provider.token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(world.patient.email);
  });

  test('a route that reads its rule’s patient without a patient rule, or without a session, does not build', async () => {
    for (const [access, message] of [
      [{ roles: [Role.provider], clinic: Clinic.own }, 'its rule names no patient'],
      ['open', 'reads patient data without a session'],
    ] as const) {
      await expect(
        createTestApp({
          extraRoutes: [
            async (app) => {
              app.get(
                '/api/misdeclared',
                { config: { access, readsPatient: Reads.ofRule('profile') } },
                async () => ({}),
              );
            },
          ],
        }),
      ).rejects.toThrow(message);
    }
  });
});
