import { Role } from '@clinicall/shared/roles';
import type { RecordVisitPage } from '@clinicall/shared/record-access/record-access';
import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { insertReads, minutesAfter } from '../../test-support/patient-reads.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const list = (token: string, query = '') =>
  ctx.app.inject({ url: `/api/patients/recordViews${query}`, headers: bearer(token) });

async function page(token: string, query = ''): Promise<RecordVisitPage> {
  const response = await list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const base = new Date('2026-03-02T14:00:00.000Z');

describe('issue 19 path 5: "Who viewed my record" (the patient’s accounting of disclosures)', () => {
  test('issue 19 path 5: visits newest first; one person’s reads within minutes are one visit; acting assistant named; no address', async () => {
    const w = await createClinicWorld(ctx.app);
    const at = (minutes: number) => minutesAfter(base, minutes);
    const p = w.patient.id;
    const c = w.clinic.id;
    await insertReads(ctx.app.db, [
      // A profile open: three reads in two minutes, one visit.
      { patientId: p, userId: w.provider.id, clinicId: c, at: at(0), kind: 'profile' },
      { patientId: p, userId: w.provider.id, clinicId: c, at: at(1), kind: 'photo' },
      { patientId: p, userId: w.provider.id, clinicId: c, at: at(2), kind: 'history' },
      { patientId: p, userId: w.provider.id, clinicId: c, at: at(2), kind: 'photo' },
      // Another provider in between is a visit of their own.
      {
        patientId: p,
        userId: w.otherProvider.id,
        clinicId: c,
        at: at(1),
        kind: 'note',
        recordId: 9,
      },
      // The assistant acting for the first provider: a visit apart from the provider's own.
      {
        patientId: p,
        userId: w.provider.id,
        actingAssistantId: w.assistant.id,
        clinicId: c,
        at: at(30),
        kind: 'appointments',
      },
      // The first provider again, after more than the gap: a new visit.
      { patientId: p, userId: w.provider.id, clinicId: c, at: at(60), kind: 'messages' },
      // The patient's own reads and another patient's are not listed.
      {
        patientId: p,
        userId: p,
        clinicId: null,
        at: at(70),
        kind: 'profile',
        actorRole: Role.patient,
      },
      { patientId: w.otherPatient.id, userId: w.provider.id, clinicId: c, at: at(80) },
    ]);

    const response = await list(w.patient.token);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('203.0.113.7');
    const body = response.json<RecordVisitPage>();
    const visits = body.content;
    expect(
      visits.map((v) => [
        v.reader?.lastName,
        v.actingAssistant?.lastName ?? null,
        v.kinds,
        v.reads,
      ]),
    ).toEqual([
      ['Provider', null, ['messages'], 1],
      ['Provider', 'Assistant', ['appointments'], 1],
      ['Provider', null, ['profile', 'photo', 'history'], 4],
      ['Other', null, ['note'], 1],
    ]);
    expect(visits[2]).toMatchObject({
      reader: { firstName: 'Paula', lastName: 'Provider' },
      readerRole: Role.provider,
      clinicName: w.clinic.name,
      firstAt: at(0).toISOString(),
      lastAt: at(2).toISOString(),
    });
    expect(visits[1]?.actingAssistant).toEqual({ firstName: 'Asa', lastName: 'Assistant' });
    expect(Object.keys(visits[0] ?? {})).not.toContain('ip');
    expect(body.nextCursor).toBeNull();
  });

  test('issue 19 path 5: pages of 20 visits follow each other by cursor, none lost or repeated where two share a time', async () => {
    const w = await createClinicWorld(ctx.app);
    // Two providers reading at the same 13 instants, 20 minutes apart: 26 visits, paired by time.
    const reads = Array.from({ length: 13 }, (_, i) => minutesAfter(base, i * 20)).flatMap((at) => [
      { patientId: w.patient.id, userId: w.provider.id, clinicId: w.clinic.id, at },
      { patientId: w.patient.id, userId: w.otherProvider.id, clinicId: w.clinic.id, at },
    ]);
    await insertReads(ctx.app.db, reads);
    const first = await page(w.patient.token);
    expect(first.content).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(w.patient.token, `?cursor=${first.nextCursor}`);
    expect(second.content).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const keys = [...first.content, ...second.content].map((v) => v.key);
    expect(new Set(keys).size).toBe(26);
    const times = [...first.content, ...second.content].map((v) => v.lastAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('issue 19 path 5: an answer that showed the patient among others counts as a read; through two clinics, two visits', async () => {
    const w = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    const p = w.patient.id;
    await insertReads(ctx.app.db, [
      { patientId: p, userId: w.provider.id, clinicId: w.clinic.id, at: base, kind: 'profile' },
      {
        patientId: w.otherPatient.id,
        userId: w.provider.id,
        clinicId: w.clinic.id,
        at: minutesAfter(base, 1),
        kind: 'roster',
        alsoShown: [
          { patientId: p, clinicId: w.clinic.id },
          { patientId: p, clinicId: other.clinic.id },
        ],
      },
    ]);
    const visits = (await page(w.patient.token)).content;
    expect(visits.map((v) => [v.clinicName, v.kinds, v.reads])).toEqual(
      expect.arrayContaining([
        [w.clinic.name, ['profile', 'roster'], 2],
        [other.clinic.name, ['roster'], 1],
      ]),
    );
    expect(visits).toHaveLength(2);
    expect(new Set(visits.map((v) => v.key)).size).toBe(2);
    expect((await page(other.patient.token)).content).toEqual([]);
  });

  test('issue 19 path 5: the family account holder reads a family member’s list; their own reads are left out of it', async () => {
    const w = await createClinicWorld(ctx.app);
    await insertReads(ctx.app.db, [
      { patientId: w.familyMember.id, userId: w.provider.id, clinicId: w.clinic.id, at: base },
      {
        patientId: w.familyMember.id,
        userId: w.patient.id,
        clinicId: null,
        at: minutesAfter(base, 30),
        actorRole: Role.patient,
      },
    ]);
    const visits = await page(w.patient.token, `?patientId=${w.familyMember.id}`);
    expect(visits.content.map((v) => v.reader?.lastName)).toEqual(['Provider']);
    // The holder's own list is theirs alone: the family member's reads are not in it.
    expect((await page(w.patient.token)).content).toEqual([]);
  });

  test('issue 19 path 5: attack: another patient’s list is refused to a patient, a family outsider, a provider, an admin and another clinic’s patient', async () => {
    const w = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    await insertReads(ctx.app.db, [
      { patientId: w.patient.id, userId: w.provider.id, clinicId: w.clinic.id, at: base },
      { patientId: w.familyMember.id, userId: w.provider.id, clinicId: w.clinic.id, at: base },
    ]);
    const attempts = [
      list(w.otherPatient.token, `?patientId=${w.patient.id}`),
      list(w.otherPatient.token, `?patientId=${w.familyMember.id}`),
      list(other.patient.token, `?patientId=${w.patient.id}`),
      // The family member does not head the family: the holder's list is not theirs to read.
      list(w.familyMember.token, `?patientId=${w.patient.id}`),
      list(w.provider.token, `?patientId=${w.patient.id}`),
      list(w.provider.token),
      list(w.admin.token, `?patientId=${w.patient.id}`),
      list(w.assistant.token, `?patientId=${w.patient.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      // 403, or 404 where the caller is not to learn whether the patient exists (issue 19 path 11).
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('Provider');
    }
    expect((await list('not-a-token')).statusCode).toBe(401);
    // The legitimate reader beside them still sees the visit.
    expect((await page(w.patient.token)).content).toHaveLength(1);
  });

  test('issue 19 path 5: a malformed cursor or patient id is a clear 400, not a 500', async () => {
    const w = await createClinicWorld(ctx.app);
    for (const query of [
      '?cursor=abc',
      '?cursor=1.2.3.4',
      '?cursor=99999999999999999999.1',
      '?patientId=x',
    ]) {
      const response = await list(w.patient.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
