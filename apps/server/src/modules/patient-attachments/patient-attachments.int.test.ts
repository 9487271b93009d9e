import { FileMessages } from '@clinicall/shared/files';
import type { AttachmentPage, PatientAttachment } from '@clinicall/shared/patient-attachments';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { attachmentJoinRequests, patientAttachments } from '../../db/schema/patient-attachments.js';
import {
  allowAttachments,
  insertAttachmentRows,
  multipart,
  sampleFiles,
} from '../../test-support/attachments.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let other: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app, { allowPatientAttachment: true });
  other = await createClinicWorld(ctx.app, { allowPatientAttachment: true });
});

const upload = async (token: string, files: { name: string; bytes: Buffer }[], query = '') => {
  const body = await multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/patients/attachments${query}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });

const rowsOf = (patientId: number) =>
  ctx.app.db.select().from(patientAttachments).where(eq(patientAttachments.patientId, patientId));

describe('uploading', () => {
  test('F52 F60 a patient uploads several files at once, a DICOM file among them', async () => {
    const response = await upload(world.patient.token, [
      { name: 'Blood test.pdf', bytes: sampleFiles.pdf('blood') },
      { name: 'Knee.dcm', bytes: sampleFiles.dcm() },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<PatientAttachment[]>()).toMatchObject([
      {
        fileName: 'Blood test.pdf',
        fileType: 'pdf',
        uploadedBy: 'Pat Patient',
        relatedEntityId: world.patient.id,
      },
      { fileName: 'Knee.dcm', fileType: 'dcm', uploadedByEmail: world.patient.email },
    ]);
  });

  test('F52 a provider uploads to a patient of their clinic', async () => {
    const response = await upload(
      world.provider.token,
      [{ name: 'Referral letter.pdf', bytes: sampleFiles.pdf('letter') }],
      `?patientId=${world.otherPatient.id}`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<PatientAttachment[]>()[0]!.uploadedBy).toBe('Paula Provider');
  });

  test('F59 an executable renamed .pdf is refused by its content and nothing is kept', async () => {
    const before = (await rowsOf(world.familyMember.id)).length;
    const response = await upload(
      world.provider.token,
      [
        { name: 'fine.pdf', bytes: sampleFiles.pdf() },
        { name: 'invoice.pdf', bytes: sampleFiles.elf() },
      ],
      `?patientId=${world.familyMember.id}`,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().errorMessage).toBe(FileMessages.wrongType);
    expect(await rowsOf(world.familyMember.id)).toHaveLength(before);
  });

  test('F59 a type outside .pdf .doc .docx .xls .xlsx .dcm is refused', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await upload(world.patient.token, [{ name: 'photo.png', bytes: png }]);
    expect(response.statusCode).toBe(415);
  });

  test('F59 a file over 35,000,000 bytes is refused with the 35MB text', async () => {
    const head = sampleFiles.pdf();
    const big = Buffer.concat([head, Buffer.alloc(35_000_001 - head.length, 0x20)]);
    expect(big.length).toBe(35_000_001);
    const response = await upload(world.patient.token, [{ name: 'scan.pdf', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(
      'The selected file exceeds the maximum size allowed of 35MB',
    );
  });

  test('F59 files over 100,000,000 bytes in total are refused with the 100MB text, none kept', async () => {
    const part = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(34_000_000, 0x20)]);
    const before = (await rowsOf(world.otherPatient.id)).length;
    const response = await upload(
      world.otherPatient.token,
      [1, 2, 3].map((n) => ({ name: `part ${n}.pdf`, bytes: part })),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(
      'The total files size exceeds the maximum size allowed of 100MB',
    );
    expect(await rowsOf(world.otherPatient.id)).toHaveLength(before);
  }, 60_000);

  test('a request without files is a 400 with a clear text', async () => {
    const response = await upload(world.patient.token, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Please select a file to upload.');
  });
});

describe('listing and downloading', () => {
  let patient: ClinicWorld['patient'];
  beforeAll(async () => {
    const listWorld = await createClinicWorld(ctx.app, { allowPatientAttachment: true });
    patient = listWorld.patient;
    const base = Date.parse('2026-01-01T10:00:00Z');
    await insertAttachmentRows(
      ctx.app.db,
      Array.from({ length: 21 }, (_, i) => ({
        clinicId: listWorld.clinic.id,
        patientId: patient.id,
        uploadedById: i % 2 ? listWorld.provider.id : patient.id,
        fileName: `${String.fromCharCode(97 + (i % 26))}-note ${i}.${i === 3 ? 'xlsx' : 'pdf'}`,
        fileType: i === 3 ? 'xlsx' : 'pdf',
        uploadedAt: new Date(base + i * 60_000),
      })),
    );
    providerToken = listWorld.provider.token;
  });
  let providerToken: string;
  const search = (query: string) =>
    get(providerToken, `/api/attachment/search?patientId=${patient.id}${query}`);

  test('F53 20 per page, newest first by default, then the rest on the next page', async () => {
    const first = (await search('')).json<AttachmentPage>();
    expect(first.content).toHaveLength(20);
    expect(first.last).toBe(false);
    expect(first.totalElements).toBe(21);
    expect(first.content[0]!.fileName).toBe('u-note 20.pdf');
    const second = (await search('&page=1')).json<AttachmentPage>();
    expect(second.content.map((a) => a.fileName)).toEqual(['a-note 0.pdf']);
    expect(second.last).toBe(true);
  });

  test('F53 sorts by fileName, uploadedBy and uploadedDate in either direction', async () => {
    const names = async (query: string) =>
      (await search(`${query}&size=3`)).json<AttachmentPage>().content.map((a) => a.fileName);
    expect(await names('&sort=fileName&direction=asc')).toEqual([
      'a-note 0.pdf',
      'b-note 1.pdf',
      'c-note 2.pdf',
    ]);
    expect(await names('&sort=uploadedDate&direction=asc')).toEqual([
      'a-note 0.pdf',
      'b-note 1.pdf',
      'c-note 2.pdf',
    ]);
    const byUploader = (
      await search('&sort=uploadedBy&direction=asc&size=20')
    ).json<AttachmentPage>();
    expect(byUploader.content[0]!.uploadedBy).toBe('Pat Patient');
    expect(byUploader.content.at(-1)!.uploadedBy).toBe('Paula Provider');
  });

  test('F53 searches by name and filters by file type; the types list what there is', async () => {
    const found = (await search('&search=NOTE 1')).json<AttachmentPage>();
    expect(found.totalElements).toBe(11);
    const xlsx = (await search('&fileType=xlsx')).json<AttachmentPage>();
    expect(xlsx.content.map((a) => a.fileName)).toEqual(['d-note 3.xlsx']);
    const percent = (await search('&search=%25')).json<AttachmentPage>();
    expect(percent.totalElements).toBe(0);
    const types = await get(providerToken, `/api/attachment/fileTypes?patientId=${patient.id}`);
    expect(types.json()).toEqual(['pdf', 'xlsx']);
  });

  test('F53 a file type outside the accepted ones is a 400', async () => {
    expect((await search('&fileType=exe')).statusCode).toBe(400);
  });

  test('F54 the provider downloads the bytes the patient uploaded, named by Content-Disposition', async () => {
    const bytes = sampleFiles.pdf('lab résumé');
    const [uploaded] = (
      await upload(world.patient.token, [{ name: 'Lab résumé (1).pdf', bytes }])
    ).json<PatientAttachment[]>();
    const response = await get(world.provider.token, `/api/attachment/download?id=${uploaded!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Lab r_sum_ (1).pdf"; filename*=UTF-8''Lab%20r%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
  });

  test('F56 a patient lists only their own files and types with the patient calls', async () => {
    const own = (
      await get(world.patient.token, '/api/attachment/patient/search')
    ).json<AttachmentPage>();
    expect(own.totalElements).toBeGreaterThan(0);
    expect(own.content.every((a) => a.relatedEntityId === world.patient.id)).toBe(true);
    const types = await get(world.patient.token, '/api/attachment/patient/fileTypes');
    expect(types.json()).toEqual(['dcm', 'pdf']);
  });

  test('F55 a patient without files gets an empty page', async () => {
    const empty = await get(other.otherPatient.token, '/api/attachment/patient/search');
    expect(empty.json()).toEqual({ content: [], last: true, totalElements: 0 });
  });
});

describe('who may see a patient’s attachments', () => {
  let fileOfPatient: number;
  beforeAll(async () => {
    const [file] = (
      await upload(world.patient.token, [{ name: 'private.pdf', bytes: sampleFiles.pdf() }])
    ).json<PatientAttachment[]>();
    fileOfPatient = file!.id;
  });

  test('F56 the family head sees a family member’s files; the member does not see the head’s', async () => {
    await upload(
      world.patient.token,
      [{ name: 'son.pdf', bytes: sampleFiles.pdf() }],
      `?patientId=${world.familyMember.id}`,
    );
    const family = await get(
      world.patient.token,
      `/api/attachment/patient/search?patientId=${world.familyMember.id}`,
    );
    expect(family.json<AttachmentPage>().content.map((a) => a.fileName)).toContain('son.pdf');
    const upward = await get(
      world.familyMember.token,
      `/api/attachment/patient/search?patientId=${world.patient.id}`,
    );
    expect(upward.statusCode).toBe(403);
  });

  test('F56 another patient of the same clinic can neither list nor download them', async () => {
    const list = await get(
      world.otherPatient.token,
      `/api/attachment/patient/search?patientId=${world.patient.id}`,
    );
    expect(list.statusCode).toBe(403);
    const download = await get(
      world.otherPatient.token,
      `/api/attachment/download?id=${fileOfPatient}`,
    );
    expect(download.statusCode).toBe(403);
    const upload403 = await upload(
      world.otherPatient.token,
      [{ name: 'x.pdf', bytes: sampleFiles.pdf() }],
      `?patientId=${world.patient.id}`,
    );
    expect(upload403.statusCode).toBe(403);
  });

  test('F57 issue 19 path 11: a provider of another clinic is refused listing, types, upload and download, as for unknown ids (404)', async () => {
    const token = other.provider.token;
    const unknown = world.patient.id + 1_000_000;
    for (const [url, unknownUrl] of [
      [
        `/api/attachment/search?patientId=${world.patient.id}`,
        `/api/attachment/search?patientId=${unknown}`,
      ],
      [
        `/api/attachment/fileTypes?patientId=${world.patient.id}`,
        `/api/attachment/fileTypes?patientId=${unknown}`,
      ],
      [`/api/attachment/download?id=${fileOfPatient}`, '/api/attachment/download?id=999999'],
    ] as const) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual((await get(token, unknownUrl)).json());
    }
    const before = (await rowsOf(world.patient.id)).length;
    const response = await upload(
      token,
      [{ name: 'x.pdf', bytes: sampleFiles.pdf() }],
      `?patientId=${world.patient.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(await rowsOf(world.patient.id)).toHaveLength(before);
  });

  test('F56 patients use the patient calls: the provider calls refuse them', async () => {
    const response = await get(
      world.patient.token,
      `/api/attachment/search?patientId=${world.patient.id}`,
    );
    expect(response.statusCode).toBe(403);
  });

  test('F57 clinic admins and the provider calls for an unknown file are refused', async () => {
    const admin = await get(world.admin.token, `/api/attachment/download?id=${fileOfPatient}`);
    expect(admin.statusCode).toBe(403);
    const unknown = await get(world.provider.token, '/api/attachment/download?id=999999');
    expect(unknown.statusCode).toBe(404);
  });

  test('F9 B24 with the clinic’s attachments switch off every call is refused', async () => {
    const off = await createClinicWorld(ctx.app);
    const list = await get(
      off.provider.token,
      `/api/attachment/search?patientId=${off.patient.id}`,
    );
    expect(list.statusCode).toBe(403);
    expect(list.json().errorMessage).toBe('Attachments are turned off for this clinic.');
    const own = await upload(off.patient.token, [{ name: 'a.pdf', bytes: sampleFiles.pdf() }]);
    expect(own.statusCode).toBe(403);
    await allowAttachments(ctx.app.db, off.clinic.id);
    const on = await get(off.provider.token, `/api/attachment/search?patientId=${off.patient.id}`);
    expect(on.statusCode).toBe(200);
  });
});

describe('the forbidden state and the join request', () => {
  test('F57 hasForbiddenAttach is false for the patient’s own clinic, true for another', async () => {
    const url = `/api/attachment/hasForbiddenAttach?patientId=${world.patient.id}`;
    expect((await get(world.provider.token, url)).json()).toEqual({
      forbidden: false,
      joinRequestSent: false,
    });
    expect((await get(other.provider.token, url)).json()).toEqual({
      forbidden: true,
      joinRequestSent: false,
    });
  });

  test('F61 a join request is remembered as sent; sending again changes nothing', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/attachment/joinRequest',
        headers: bearer(other.provider.token),
        payload: { patientId: world.otherPatient.id },
      });
    expect((await send()).json()).toEqual({ forbidden: true, joinRequestSent: true });
    expect((await send()).statusCode).toBe(200);
    const state = await get(
      other.otherProvider.token,
      `/api/attachment/hasForbiddenAttach?patientId=${world.otherPatient.id}`,
    );
    expect(state.json()).toEqual({ forbidden: true, joinRequestSent: true });
  });

  test('F61 issue 19 path 11: an unknown id, or an account that is no patient, answers exactly as a patient out of reach, and nothing is recorded', async () => {
    const send = (patientId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/attachment/joinRequest',
        headers: bearer(other.provider.token),
        payload: { patientId },
      });
    const outOfReach = await send(world.otherPatient.id);
    const unknownId = world.otherPatient.id + 1_000_000;
    for (const id of [unknownId, world.provider.id]) {
      const answer = await send(id);
      expect(answer.statusCode, String(id)).toBe(outOfReach.statusCode);
      expect(answer.json(), String(id)).toEqual(outOfReach.json());
    }
    const recorded = await ctx.app.db
      .select({ patientId: attachmentJoinRequests.patientId })
      .from(attachmentJoinRequests)
      .where(inArray(attachmentJoinRequests.patientId, [unknownId, world.provider.id]));
    expect(recorded).toEqual([]);
  });
});
