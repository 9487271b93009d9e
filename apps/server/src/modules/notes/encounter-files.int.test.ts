import { FileMessages } from '@clinicall/shared/files';
import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounterFiles } from '../../db/schema/notes.js';
import { encounters } from '../../db/schema/encounters.js';
import { unsettledUploads } from '../../db/schema/uploads.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { offerTypes, setClinicFlags } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  await setClinicFlags(ctx.app.db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  await offerTypes(ctx.app.db, world.provider.id, ['MESSAGE']);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A multipart body as a browser's FormData makes it: the booking JSON, then the files. */
async function multipart(request: object, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Request('http://localhost', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

const messageBooking = {
  type: 'MESSAGE',
  patientPayment: { paymentType: 'INSURANCE' },
  message: { messageBody: 'Please see the attached results' },
};

async function book(
  token: string,
  url: string,
  request: object,
  files: { name: string; bytes: Buffer }[],
  headers: Record<string, string> = {},
) {
  const body = await multipart(request, files);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': body.contentType, ...headers },
    payload: body.payload,
  });
}

const patientBooking = () => ({
  ...messageBooking,
  provider: { id: world.provider.id },
  patientEncounterSymptom: { preCondition: { description: 'Lab results' } },
});

describe('booking with attachments and downloading them', () => {
  test('C60 E56 a patient books with a file; the participants download the same bytes, others get 403 (E58)', async () => {
    const res = await book(
      world.patient.token,
      '/api/encounters/ownedbypatient/files',
      patientBooking(),
      [{ name: 'results.pdf', bytes: PDF }],
    );
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;
    const url = `/api/encounter/download?encounterId=${id}&fileName=results.pdf`;
    for (const user of [world.patient, world.provider]) {
      const download = await ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-disposition']).toContain('results.pdf');
    }
    for (const user of [world.otherProvider, world.otherPatient]) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect(refused.statusCode).toBe(403);
    }
    const files = await ctx.app.inject({
      method: 'GET',
      url: `/api/encounters/${id}/files`,
      headers: bearer(world.provider.token),
    });
    expect(files.json()).toEqual([{ fileName: 'results.pdf', size: PDF.length }]);
  });

  test('C51 a provider books with a file', async () => {
    const res = await book(
      world.provider.token,
      '/api/encounters/ownedbyprovider/files',
      { ...messageBooking, patient: { id: world.patient.id } },
      [{ name: 'referral.pdf', bytes: PDF }],
    );
    expect(res.statusCode).toBe(201);
  });

  test('C60 a renamed executable is refused by its content and nothing is booked', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(600, 1)]);
    const res = await book(
      world.patient.token,
      '/api/encounters/ownedbypatient/files',
      patientBooking(),
      [{ name: 'results.pdf', bytes: exe }],
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'FILE_TYPE_REFUSED',
      errorMessage: FileMessages.wrongType,
    });
  });

  test('C60 a file type outside the accepted list is refused', async () => {
    const res = await book(
      world.patient.token,
      '/api/encounters/ownedbypatient/files',
      patientBooking(),
      [{ name: 'run.sh', bytes: Buffer.from('#!/bin/sh\necho hi\n') }],
    );
    expect(res.statusCode).toBe(415);
  });

  test('E11 a file over 35,000,000 bytes is refused with the spec’s text', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(35_000_001 - PDF.length, 0x20)]);
    const res = await book(
      world.patient.token,
      '/api/encounters/ownedbypatient/files',
      patientBooking(),
      [{ name: 'scan.pdf', bytes: big }],
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorMessage: FileMessages.attachmentTooLarge });
  });

  test('C60 a body without its booking JSON is refused with 400', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PDF)]), 'results.pdf');
    const encoded = new Request('http://localhost', { method: 'POST', body: form });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/encounters/ownedbypatient/files',
      headers: {
        ...bearer(world.patient.token),
        'content-type': encoded.headers.get('content-type')!,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('"request"');
  });

  test('C60 two files of one name are both kept, the second renamed as in-mail does', async () => {
    const res = await book(
      world.patient.token,
      '/api/encounters/ownedbypatient/files',
      patientBooking(),
      [
        { name: 'scan.pdf', bytes: PDF },
        { name: 'scan.pdf', bytes: PDF },
      ],
    );
    expect(res.statusCode).toBe(201);
    const files = await ctx.app.inject({
      url: `/api/encounters/${res.json<{ id: number }>().id}/files`,
      headers: bearer(world.patient.token),
    });
    expect(files.json<{ fileName: string }[]>().map((f) => f.fileName)).toEqual([
      'scan.pdf',
      'scan (2).pdf',
    ]);
  });

  test('E56 an unknown file of a participant’s encounter answers 404', async () => {
    const res = await book(
      world.patient.token,
      '/api/encounters/ownedbypatient/files',
      patientBooking(),
      [],
    );
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/encounter/download?encounterId=${id}&fileName=nothing.pdf`,
      headers: bearer(world.patient.token),
    });
    expect(download.statusCode).toBe(404);
  });
});

describe('retries and limits of bookings with attachments', () => {
  const rows = async (table: typeof encounters | typeof encounterFiles | typeof unsettledUploads) =>
    (await ctx.app.db.select({ n: count() }).from(table))[0]!.n;

  test('issue 24 a booking with a file sent again with its key: one appointment with one file; the retry’s copy is removed and nothing is left unsettled', async () => {
    const [bookedBefore, filesBefore, unsettledBefore] = [
      await rows(encounters),
      await rows(encounterFiles),
      await rows(unsettledUploads),
    ];
    const send = () =>
      book(
        world.patient.token,
        '/api/encounters/ownedbypatient/files',
        patientBooking(),
        [{ name: 'results.pdf', bytes: PDF }],
        { [IDEMPOTENCY_HEADER]: 'booking-files-key-0001' },
      );
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode], first.body).toEqual([201, 201]);
    const id = first.json<{ id: number }>().id;
    expect(again.json<{ id: number }>().id).toBe(id);
    expect(await rows(encounters)).toBe(bookedBefore + 1);
    expect(await rows(encounterFiles)).toBe(filesBefore + 1);
    expect(await rows(unsettledUploads)).toBe(unsettledBefore);
    const kept = await ctx.app.db
      .select({ storageKey: encounterFiles.storageKey })
      .from(encounterFiles)
      .where(eq(encounterFiles.encounterId, id));
    expect(kept).toHaveLength(1);
    // Every booking file stored is one an appointment names: the retry's copy is gone.
    const stored: string[] = [];
    for await (const key of ctx.app.storage.list!()) {
      if (key.startsWith('encounters/')) stored.push(key);
    }
    const named = await ctx.app.db
      .select({ storageKey: encounterFiles.storageKey })
      .from(encounterFiles);
    expect(stored.sort()).toEqual(named.map((f) => f.storageKey).sort());
  });
});
