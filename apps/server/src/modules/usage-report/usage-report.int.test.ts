import {
  UsageReportColumns,
  UsageReportMessages,
} from '@clinicall/shared/admin-report/usage-report';
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { payments } from '../../db/schema/payments.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { csvLine } from '../../lib/csv-line.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { keysetLines, spanOf } from './usage-report.service.js';

const ctx = useTestApp();

const report = (token: string, query: string) =>
  ctx.app.inject({ url: `/api/admin/report/encounter/csv${query}`, headers: bearer(token) });

/** The report's rows of one clinic: the tests of this file share a database, and the report spans every clinic. */
const rowsOf = (body: string, clinicId: number) =>
  Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: true }).data.filter(
    (row) => row.clinic_id === String(clinicId),
  );

/** A clinic with encounters on and around the days 2026-03-10..2026-03-12 (UTC). */
async function reportWorld() {
  const w = await createClinicWorld(ctx.app);
  const admin = await createSuperAdminUser(ctx.app);
  const at = (
    start: string,
    minutes = 30,
    extra: Partial<Parameters<typeof insertEncounter>[1]> = {},
  ) =>
    insertEncounter(ctx.app.db, {
      clinicId: w.clinic.id,
      providerId: w.provider.id,
      patientId: w.patient.id,
      start,
      minutes,
      status: 'FINISHED',
      ...extra,
    });
  const ids = {
    before: await at('2026-03-09T23:30:00.000Z', 29),
    first: await at('2026-03-10T00:00:00.000Z', 20, { cashCents: 4500, type: 'VIDEO' }),
    middle: await at('2026-03-11T12:00:00.000Z', 15, { status: 'CANCELLED' }),
    last: await at('2026-03-12T23:30:00.000Z', 29),
    after: await at('2026-03-13T00:00:00.000Z'),
  };
  return { w, admin, ids };
}

describe('issue 20 point 7: the usage report', () => {
  test('B88 B89 I18 one row per encounter starting in the days (UTC, both ends whole), oldest first, with clinic, people, type, status, duration and payment', async () => {
    const { w, admin, ids } = await reportWorld();
    await ctx.app.db.insert(payments).values({
      encounterId: ids.first,
      patientId: w.patient.id,
      providerId: w.provider.id,
      clinicId: w.clinic.id,
      requestedBy: w.patient.id,
      amountCents: 4500,
      status: 'charged',
      gateway: 'sandbox' as const,
      cardToken: 'tok_test',
      purpose: 'Video visit',
      idempotencyKey: `report-${ids.first}`,
      requestHash: 'hash',
    });
    const response = await report(admin.token, '?from=2026-03-10&to=2026-03-12');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="usage_report_2026-03-10_2026-03-12.csv"',
    );
    const rows = rowsOf(response.body, w.clinic.id);
    expect(rows.map((r) => Number(r.encounter_id))).toEqual([ids.first, ids.middle, ids.last]);
    expect(rows[0]).toEqual({
      encounter_id: String(ids.first),
      start_time_utc: '2026-03-10T00:00:00.000Z',
      clinic_id: String(w.clinic.id),
      clinic_name: w.clinic.name,
      provider_id: String(w.provider.id),
      provider_name: 'Paula Provider',
      patient_id: String(w.patient.id),
      patient_name: 'Pat Patient',
      type: 'VIDEO',
      status: 'FINISHED',
      duration_minutes: '20',
      payment_type: 'CASH',
      price_usd: '45.00',
      charged_usd: '45.00',
      refunded_usd: '',
    });
    expect(rows[1]).toMatchObject({
      status: 'CANCELLED',
      payment_type: 'INSURANCE',
      price_usd: '0.00',
    });
    // One day is a range of its own.
    const single = await report(admin.token, '?from=2026-03-13&to=2026-03-13');
    expect(rowsOf(single.body, w.clinic.id).map((r) => Number(r.encounter_id))).toEqual([
      ids.after,
    ]);
  });

  test('B88 the download is audited as an admin action with its range', async () => {
    const { admin } = await reportWorld();
    await report(admin.token, '?from=2026-03-10&to=2026-03-12');
    const rows = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, admin.id), eq(auditLog.action, 'admin.report.download')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.detail).toMatchObject({
      target: { type: 'usage_report', id: '2026-03-10..2026-03-12' },
      range: { from: '2026-03-10', to: '2026-03-12' },
    });
  });

  test('I18 attack: names a spreadsheet would run as formulas arrive as text', async () => {
    const { w, admin } = await reportWorld();
    await ctx.app.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.example")', lastName: 'X' })
      .where(eq(users.id, w.patient.id));
    await ctx.app.db
      .update(users)
      .set({ firstName: '@SUM(A1)', lastName: 'Y' })
      .where(eq(users.id, w.provider.id));
    const rows = rowsOf(
      (await report(admin.token, '?from=2026-03-10&to=2026-03-10')).body,
      w.clinic.id,
    );
    expect(rows[0]?.patient_name).toBe(`'=HYPERLINK("http://evil.example") X`);
    expect(rows[0]?.provider_name).toBe("'@SUM(A1) Y");
  });

  test('B90 an end before the start, a missing or impossible day is a clear 400 that writes nothing', async () => {
    const admin = await createSuperAdminUser(ctx.app);
    const cases: [string, string][] = [
      ['?from=2026-03-12&to=2026-03-10', UsageReportMessages.rangeReversed],
      ['?from=2026-03-12', UsageReportMessages.emptyValues],
      ['', UsageReportMessages.emptyValues],
      ['?from=&to=2026-03-10', UsageReportMessages.emptyValues],
      ['?from=2026-02-30&to=2026-03-10', UsageReportMessages.dayInvalid],
      ['?from=03/10/2026&to=2026-03-10', UsageReportMessages.dayInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await report(admin.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION', errorMessage: message });
    }
    const audited = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, admin.id), eq(auditLog.action, 'admin.report.download')));
    expect(audited).toEqual([]);
  });

  test('I15 attack: every other role is refused (403), and nothing is sent', async () => {
    const { w } = await reportWorld();
    for (const caller of [w.admin, w.provider, w.assistant, w.patient]) {
      const response = await report(caller.token, '?from=2026-03-10&to=2026-03-12');
      expect(response.statusCode, caller.email).toBe(403);
      expect(response.body).not.toContain('Paula');
    }
    expect((await report('not-a-token', '?from=2026-03-10&to=2026-03-12')).statusCode).toBe(401);
  });

  test('a report of 5,000 encounters over several keyset pages (rows sharing a start time) arrives complete, each once, in order', async () => {
    const w = await createClinicWorld(ctx.app);
    const admin = await createSuperAdminUser(ctx.app);
    // Pairs of cancelled visits share each start time, so pages break between equal times too.
    await ctx.app.db.execute(sql`
      insert into encounters (clinic_id, provider_id, patient_id, lead_provider_id, owner_id,
        created_by_id, type, status, start_time, end_time, duration_minutes, payment_type)
      select ${w.clinic.id}, ${w.provider.id}, ${w.patient.id}, ${w.provider.id}, ${w.patient.id},
        ${w.patient.id}, 'AUDIO', 'CANCELLED',
        timestamptz '2026-06-01T00:00:00Z' + (g / 2) * interval '1 minute',
        timestamptz '2026-06-01T00:00:00Z' + (g / 2) * interval '1 minute' + interval '1 minute',
        1, 'INSURANCE'
      from generate_series(0, 4999) g`);
    const response = await report(admin.token, '?from=2026-06-01&to=2026-06-30');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body, w.clinic.id);
    expect(rows).toHaveLength(5000);
    const ids = rows.map((r) => Number(r.encounter_id));
    expect(new Set(ids).size).toBe(5000);
    const keys = rows.map((r) => `${r.start_time_utc}/${(r.encounter_id ?? '').padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  test('I18 B89 PostgreSQL streams one COPY and PGlite keyset pages: both write these very bytes (formula guard, quoting, line breaks in names, empty cells)', async () => {
    const w = await createClinicWorld(ctx.app);
    const admin = await createSuperAdminUser(ctx.app);
    await ctx.app.db
      .update(clinics)
      .set({ name: '=cmd|, clinic\r' })
      .where(eq(clinics.id, w.clinic.id));
    const rename = (id: number, firstName: string, lastName: string) =>
      ctx.app.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));
    await rename(w.provider.id, '-5', 'Line\nBreak');
    await rename(w.patient.id, '\tTab', 'Q "Quote", Jr');
    await rename(w.assistant.id, '', '');
    const paid = await insertEncounter(ctx.app.db, {
      clinicId: w.clinic.id,
      providerId: w.provider.id,
      patientId: w.patient.id,
      start: '2031-02-03T08:00:00.000Z',
      minutes: 20,
      status: 'FINISHED',
      type: 'VIDEO',
      cashCents: 4500,
    });
    const cancelled = await insertEncounter(ctx.app.db, {
      clinicId: w.clinic.id,
      providerId: w.provider.id,
      patientId: w.assistant.id,
      start: '2031-02-03T09:00:00.000Z',
      minutes: 30,
      status: 'CANCELLED',
    });
    await ctx.app.db
      .update(encounters)
      .set({ durationMinutes: null })
      .where(eq(encounters.id, cancelled));
    const payment = (status: 'charged' | 'refunded', amountCents: number) => ({
      encounterId: paid,
      patientId: w.patient.id,
      providerId: w.provider.id,
      clinicId: w.clinic.id,
      requestedBy: w.patient.id,
      amountCents,
      status,
      gateway: 'sandbox' as const,
      cardToken: 'tok_test',
      purpose: 'Video visit',
      idempotencyKey: `bytes-${status}-${paid}`,
      requestHash: 'hash',
    });
    await ctx.app.db.insert(payments).values([payment('charged', 4500), payment('refunded', 1500)]);

    const response = await report(admin.token, '?from=2031-02-03&to=2031-02-03');
    expect(response.statusCode).toBe(200);
    const { clinic, provider, patient, assistant } = w;
    const expected =
      csvLine(UsageReportColumns) +
      `${paid},2031-02-03T08:00:00.000Z,${clinic.id},"'=cmd|, clinic\r",${provider.id},"'-5 Line\nBreak",${patient.id},"'\tTab Q ""Quote"", Jr",VIDEO,FINISHED,20,CASH,45.00,45.00,15.00\r\n` +
      `${cancelled},2031-02-03T09:00:00.000Z,${clinic.id},"'=cmd|, clinic\r",${provider.id},"'-5 Line\nBreak",${assistant.id},,AUDIO,CANCELLED,,INSURANCE,0.00,,\r\n`;
    expect(response.rawPayload.toString('utf8')).toBe(expected);
    // On PostgreSQL the answer above came from COPY: the keyset pages (one row a page, so every
    // line is a page boundary) write the same bytes on the same database.
    let paged = csvLine(UsageReportColumns);
    for await (const text of keysetLines(
      ctx.app.db,
      1,
    )(spanOf({ from: '2031-02-03', to: '2031-02-03' })))
      paged += text;
    expect(paged).toBe(expected);
  });
});
