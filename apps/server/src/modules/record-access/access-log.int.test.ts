import { RecordAccessMessages } from '@clinicall/shared/record-access/messages';
import type { AccessLogPage } from '@clinicall/shared/record-access/record-access';
import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, createUser, joinClinic, tokenFor } from '../../test-support/factories.js';
import { insertReads, minutesAfter } from '../../test-support/patient-reads.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const base = new Date('2026-04-06T09:00:00.000Z');

const search = (token: string, clinicId: number, query = '') =>
  ctx.app.inject({ url: `/api/clinic/${clinicId}/accessLog${query}`, headers: bearer(token) });

const download = (token: string, clinicId: number, query = '') =>
  ctx.app.inject({ url: `/api/clinic/${clinicId}/accessLog.csv${query}`, headers: bearer(token) });

async function found(w: ClinicWorld, query = ''): Promise<AccessLogPage> {
  const response = await search(w.admin.token, w.clinic.id, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const adminRows = (userId: number, action: string) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

/** A clinic whose log holds reads of its patients, and a read of the same patient through another clinic. */
async function loggedClinic() {
  const w = await createClinicWorld(ctx.app);
  const other = await createClinicWorld(ctx.app);
  await insertReads(ctx.app.db, [
    { patientId: w.patient.id, userId: w.provider.id, clinicId: w.clinic.id, at: base },
    {
      patientId: w.patient.id,
      userId: w.provider.id,
      actingAssistantId: w.assistant.id,
      clinicId: w.clinic.id,
      at: minutesAfter(base, 60 * 24),
      kind: 'attachment',
      recordId: 41,
    },
    {
      patientId: w.otherPatient.id,
      userId: w.otherProvider.id,
      clinicId: w.clinic.id,
      at: minutesAfter(base, 60 * 48),
      kind: 'note',
    },
    // The same patient read through another clinic: not this clinic's log.
    { patientId: w.patient.id, userId: other.provider.id, clinicId: other.clinic.id, at: base },
  ]);
  return { w, other };
}

describe('issue 19 path 5: the clinic admin’s access log', () => {
  test('issue 19 path 5: the admin sees their clinic’s reads only, newest first, with reader, role, acting assistant and address; the view is audited', async () => {
    const { w } = await loggedClinic();
    const page = await found(w);
    expect(
      page.content.map((e) => [e.patient?.id, e.reader?.id, e.actingAssistant?.id ?? null, e.kind]),
    ).toEqual([
      [w.otherPatient.id, w.otherProvider.id, null, 'note'],
      [w.patient.id, w.provider.id, w.assistant.id, 'attachment'],
      [w.patient.id, w.provider.id, null, 'profile'],
    ]);
    expect(page.content[1]).toMatchObject({
      readerRole: Role.provider,
      recordId: '41',
      ip: '203.0.113.7',
      at: minutesAfter(base, 60 * 24).toISOString(),
    });
    expect(page.nextCursor).toBeNull();
    const viewed = await adminRows(w.admin.id, 'access-log.viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ clinicId: w.clinic.id, actorRole: Role.clinicAdmin });
  });

  test('issue 19 path 5: search by patient (name or id), reader (name, id, or the acting assistant), date range and kind', async () => {
    const { w } = await loggedClinic();
    const ids = async (query: string) =>
      (await found(w, query)).content.map((e) => [e.patient?.id, e.kind]);
    expect(await ids('?patient=olga')).toEqual([[w.otherPatient.id, 'note']]);
    expect(await ids(`?patient=${w.patient.id}`)).toEqual([
      [w.patient.id, 'attachment'],
      [w.patient.id, 'profile'],
    ]);
    // Words match anywhere in a name or the e-mail: "pat patient" is Olga Patient too.
    expect(await ids('?patient=pat%20patient')).toHaveLength(3);
    expect(await ids(`?patient=${encodeURIComponent(w.patient.email)}`)).toHaveLength(2);
    expect(await ids('?reader=omar')).toEqual([[w.otherPatient.id, 'note']]);
    expect(await ids(`?reader=${w.provider.id}`)).toHaveLength(2);
    expect(await ids('?reader=asa')).toEqual([[w.patient.id, 'attachment']]);
    expect(await ids(`?reader=${w.assistant.id}`)).toEqual([[w.patient.id, 'attachment']]);
    expect(await ids('?kind=note')).toEqual([[w.otherPatient.id, 'note']]);
    const from = encodeURIComponent(minutesAfter(base, 60).toISOString());
    const to = encodeURIComponent(minutesAfter(base, 60 * 48).toISOString());
    // `to` is exclusive: the read at exactly `to` is outside.
    expect(await ids(`?from=${from}&to=${to}`)).toEqual([[w.patient.id, 'attachment']]);
    // A wildcard typed as a name matches only itself.
    expect(await ids('?patient=%25')).toEqual([]);
  });

  test('issue 19 path 5: pages follow by cursor through reads that share one instant', async () => {
    const w = await createClinicWorld(ctx.app);
    const reads = Array.from({ length: 7 }, () => ({
      patientId: w.patient.id,
      userId: w.provider.id,
      clinicId: w.clinic.id,
      at: base,
    }));
    await insertReads(ctx.app.db, reads);
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await found(w, `?size=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.content.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  test('issue 19 path 5: a reversed date range or a bad kind is a clear 400', async () => {
    const w = await createClinicWorld(ctx.app);
    const reversed = await search(
      w.admin.token,
      w.clinic.id,
      `?from=${encodeURIComponent('2026-05-02T00:00:00Z')}&to=${encodeURIComponent('2026-05-01T00:00:00Z')}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'VALIDATION',
      errorMessage: RecordAccessMessages.rangeReversed,
    });
    for (const query of ['?kind=DROP%20TABLE', '?from=yesterday', '?size=1000', '?cursor=x']) {
      expect((await search(w.admin.token, w.clinic.id, query)).statusCode, query).toBe(400);
    }
  });

  test('issue 19 path 5: attack: another clinic’s admin, the clinic’s provider, assistant and patient are refused the log and its CSV; the refusals are audited', async () => {
    const { w, other } = await loggedClinic();
    const attackers = [other.admin, w.provider, w.assistant, w.patient];
    for (const attacker of attackers) {
      for (const response of [
        await search(attacker.token, w.clinic.id),
        await download(attacker.token, w.clinic.id),
      ]) {
        expect([403, 404]).toContain(response.statusCode);
        expect(response.body).not.toContain('203.0.113.7');
      }
      const refused = await adminRows(attacker.id, 'access.forbidden');
      expect(refused.length, attacker.email).toBe(2);
    }
    // Nobody's refused attempt counts as a view of the log.
    for (const attacker of attackers) {
      expect(await adminRows(attacker.id, 'access-log.viewed')).toEqual([]);
      expect(await adminRows(attacker.id, 'access-log.downloaded')).toEqual([]);
    }
    // The other clinic's admin sees their own clinic's log, which holds only their clinic's read.
    const own = (await search(other.admin.token, other.clinic.id)).json<AccessLogPage>();
    expect(own.content.map((e) => e.reader?.id)).toEqual([other.provider.id]);
    // The legitimate admin beside them still reads the log.
    expect((await found(w)).content).toHaveLength(3);
  });

  test('issue 19 path 5: the CSV holds the filtered rows, with formula cells neutralised, and the download is audited', async () => {
    const w = await createClinicWorld(ctx.app);
    const formula = await createUser(ctx.app.db, Role.provider, {
      clinicId: w.clinic.id,
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: '+Sum',
    });
    await insertReads(ctx.app.db, [
      { patientId: w.patient.id, userId: formula.id, clinicId: w.clinic.id, at: base },
      { patientId: w.otherPatient.id, userId: w.provider.id, clinicId: w.clinic.id, at: base },
    ]);
    const response = await download(w.admin.token, w.clinic.id, `?patient=${w.patient.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="access-log-clinic-${w.clinic.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    );
    const parsed = Papa.parse<Record<string, string>>(response.body, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual([
      expect.objectContaining({
        time_utc: base.toISOString(),
        patient_id: String(w.patient.id),
        patient_name: 'Pat Patient',
        reader_id: String(formula.id),
        reader_name: `'=HYPERLINK("http://evil.example","x") +Sum`,
        reader_role: 'Provider',
        what: 'Profile',
        ip: '203.0.113.7',
      }),
    ]);
    const downloaded = await adminRows(w.admin.id, 'access-log.downloaded');
    expect(downloaded).toHaveLength(1);
    expect(downloaded[0]).toMatchObject({
      clinicId: w.clinic.id,
      detail: { filter: { patient: String(w.patient.id) } },
    });
  });

  test('issue 19 path 5: a log larger than one read batch streams whole, in order, with no row twice', async () => {
    const w = await createClinicWorld(ctx.app);
    // 2,500 reads, every pair sharing an instant: batches of 1,000 end inside a tie.
    const reads = Array.from({ length: 2500 }, (_, i) => ({
      patientId: w.patient.id,
      userId: w.provider.id,
      clinicId: w.clinic.id,
      at: new Date(base.getTime() + Math.floor(i / 2) * 1000),
      kind: 'profile',
      recordId: i,
    }));
    await insertReads(ctx.app.db, reads);
    const response = await download(w.admin.token, w.clinic.id);
    expect(response.statusCode).toBe(200);
    const rows = Papa.parse<Record<string, string>>(response.body, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.record_id)).size).toBe(2500);
    const times = rows.map((r) => r.time_utc ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  test('issue 19 path 5: one answer that showed several patients (a roster page over two clinics) is an entry per patient of this clinic, paged and filtered as before', async () => {
    const w = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    await insertReads(ctx.app.db, [
      {
        patientId: w.patient.id,
        userId: w.provider.id,
        clinicId: w.clinic.id,
        at: base,
        kind: 'roster',
        alsoShown: [
          { patientId: other.patient.id, clinicId: other.clinic.id },
          { patientId: w.otherPatient.id, clinicId: w.clinic.id },
          // The same patient through the other clinic too: only the other clinic's entry.
          { patientId: w.familyMember.id, clinicId: other.clinic.id },
          { patientId: w.familyMember.id, clinicId: w.clinic.id },
        ],
      },
    ]);
    const everything = await found(w);
    // Newest first: within one answer, the patients shown last come first.
    expect(everything.content.map((e) => [e.patient?.id, e.kind])).toEqual([
      [w.familyMember.id, 'roster'],
      [w.otherPatient.id, 'roster'],
      [w.patient.id, 'roster'],
    ]);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await found(w, `?size=1${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.content.map((e) => e.patient!.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(everything.content.map((e) => e.patient!.id));
    expect((await found(w, `?patient=${w.otherPatient.id}`)).content).toHaveLength(1);
    expect((await found(w, '?patient=olga')).content.map((e) => e.patient?.id)).toEqual([
      w.otherPatient.id,
    ]);
    const theirs = await search(other.admin.token, other.clinic.id);
    expect(theirs.json<AccessLogPage>().content.map((e) => e.patient?.id)).toEqual([
      w.familyMember.id,
      other.patient.id,
    ]);
  });

  test('issue 19 path 5: an admin of two clinics reads each clinic’s log by its id, never both at once', async () => {
    const { w, other } = await loggedClinic();
    const both = await createUser(ctx.app.db, Role.clinicAdmin, { clinicId: w.clinic.id });
    await joinClinic(ctx.app.db, both.id, other.clinic.id, Role.clinicAdmin);
    const token = await tokenFor(ctx.app, both.id);
    const first = (await search(token, w.clinic.id)).json<AccessLogPage>();
    const second = (await search(token, other.clinic.id)).json<AccessLogPage>();
    expect(first.content).toHaveLength(3);
    expect(second.content.map((e) => e.reader?.id)).toEqual([other.provider.id]);
  });
});
