import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { App } from '../app.js';
import type { Executor } from '../db/database.js';
import { clinics } from '../db/schema/clinics.js';
import { patientAttachments } from '../db/schema/patient-attachments.js';
import { eq } from 'drizzle-orm';

/** Small files whose first bytes are what their extension promises. */
export const sampleFiles = {
  pdf: (text = 'report') =>
    Buffer.concat([
      Buffer.from(`%PDF-1.4\n% ${text}\n`),
      Buffer.alloc(2000, 0x20),
      Buffer.from('%%EOF\n'),
    ]),
  /** A DICOM file: a 128-byte preamble, then the `DICM` prefix. */
  dcm: () => Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), Buffer.alloc(500, 7)]),
  /** An ELF program's header: what an executable renamed `.pdf` starts with. */
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(3000, 1)]),
};

/** A multipart body with one part per file, as a browser's FormData sends it. */
export async function multipart(files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function allowAttachments(ex: Executor, clinicId: number, allow = true) {
  await ex.update(clinics).set({ allowPatientAttachment: allow }).where(eq(clinics.id, clinicId));
}

/** Attachment rows without stored bytes, for list tests that need many. */
export async function insertAttachmentRows(
  ex: Executor,
  rows: {
    clinicId: number;
    patientId: number;
    uploadedById: number;
    fileName: string;
    fileType?: string;
    uploadedAt?: Date;
  }[],
) {
  await ex.insert(patientAttachments).values(
    rows.map((row) => ({
      fileType: 'pdf',
      sizeBytes: 100,
      storageKey: `patient-attachments/${randomUUID()}`,
      ...row,
    })),
  );
}

/** One stored attachment of the target's patient, named after its clinic (for route probes). */
export async function storedAttachmentOf(app: App, clinicId: number, patientId: number) {
  await allowAttachments(app.db, clinicId);
  const storageKey = `patient-attachments/${randomUUID()}`;
  const bytes = sampleFiles.pdf();
  await app.storage.write(storageKey, Readable.from([bytes]));
  const [row] = await app.db
    .insert(patientAttachments)
    .values({
      clinicId,
      patientId,
      uploadedById: patientId,
      fileName: `probe-${clinicId}.pdf`,
      fileType: 'pdf',
      sizeBytes: bytes.length,
      storageKey,
    })
    .returning({ id: patientAttachments.id });
  return row!.id;
}
