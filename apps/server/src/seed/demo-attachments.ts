import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Executor } from '../db/database.js';
import { patientAttachments } from '../db/schema/patient-attachments.js';
import type { FileStorage } from '../modules/storage/file-storage.js';
import { demoPdf } from './demo-pdf.js';

type Person = { id: number; firstName: string; lastName: string };

const DAY_MS = 86_400_000;

/**
 * A few documents in the demo patients' Attachments tabs (F52–F55): lab results and letters as
 * real PDFs, uploaded by the patients themselves, the family head and their providers.
 */
export async function seedDemoAttachments(
  ex: Executor,
  storage: FileStorage,
  demo: {
    clinicId: number;
    now: Date;
    providers: { rivera: Person; chen: Person };
    patients: { jones: Person; mia: Person; patel: Person };
  },
) {
  const { rivera, chen } = demo.providers;
  const { jones, mia, patel } = demo.patients;
  const files = [
    {
      patient: jones,
      by: jones,
      daysAgo: 60,
      fileName: 'Blood panel - March.pdf',
      lines: ['Hemoglobin 14.2 g/dL (13.5-17.5)', 'Glucose, fasting 92 mg/dL (70-99)'],
    },
    {
      patient: jones,
      by: rivera,
      daysAgo: 38,
      fileName: 'Medication plan.pdf',
      lines: ['Lisinopril 10 mg once daily', 'Review blood pressure in 6 weeks'],
    },
    {
      patient: jones,
      by: chen,
      daysAgo: 9,
      fileName: 'Cardiology referral letter.pdf',
      lines: ['Referred for an exercise ECG.', 'Reason: occasional palpitations on exertion.'],
    },
    {
      patient: mia,
      by: jones,
      daysAgo: 21,
      fileName: 'School vaccination record.pdf',
      lines: ['MMR: 2 doses', 'DTaP: 5 doses', 'Varicella: 2 doses'],
    },
    {
      patient: patel,
      by: chen,
      daysAgo: 14,
      fileName: 'Thyroid results.pdf',
      lines: ['TSH 2.1 mIU/L (0.4-4.0)', 'Free T4 1.2 ng/dL (0.8-1.8)'],
    },
  ];
  for (const file of files) {
    const bytes = demoPdf(
      `${file.fileName.replace(/\.pdf$/, '')}: ${file.patient.firstName} ${file.patient.lastName}`,
      file.lines,
    );
    const storageKey = `patient-attachments/${randomUUID()}`;
    await storage.write(storageKey, Readable.from([bytes]));
    await ex.insert(patientAttachments).values({
      clinicId: demo.clinicId,
      patientId: file.patient.id,
      fileName: file.fileName,
      storageKey,
      fileType: 'pdf',
      sizeBytes: bytes.length,
      uploadedById: file.by.id,
      uploadedAt: new Date(demo.now.getTime() - file.daysAgo * DAY_MS),
    });
  }
}
