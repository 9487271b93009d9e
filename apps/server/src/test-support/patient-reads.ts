import { Role } from '@clinicall/shared/roles';
import type { Executor } from '../db/database.js';
import { auditLog } from '../db/schema/audit.js';

/** One answer's `patient.read` row as the read auditing writes it (issue 19 path 5), at a chosen time. */
export type PatientRead = {
  patientId: number;
  /** The reader: the provider when an assistant acts for one. */
  userId: number;
  clinicId: number | null;
  at: Date;
  kind?: string;
  recordId?: number;
  actingAssistantId?: number;
  actorRole?: string;
  ip?: string;
  /** Patients the same answer showed after this one (one row names every patient an answer showed). */
  alsoShown?: { patientId: number; clinicId: number | null }[];
};

const row = (read: PatientRead) => ({
  action: 'patient.read',
  patientIds: [read.patientId, ...(read.alsoShown ?? []).map((p) => p.patientId)],
  clinicIds: [read.clinicId, ...(read.alsoShown ?? []).map((p) => p.clinicId)],
  userId: read.userId,
  at: read.at,
  actingAssistantId: read.actingAssistantId ?? null,
  actorRole: read.actorRole ?? Role.provider,
  ip: read.ip ?? '203.0.113.7',
  userAgent: 'test-agent',
  detail: {
    kind: read.kind ?? 'profile',
    ...(read.recordId === undefined ? {} : { id: read.recordId }),
    route: '/api/patient/:id/profile',
  },
});

/** Writes the reads directly, so these tests do not hang on which routes audit what. */
export async function insertReads(ex: Executor, reads: PatientRead[]) {
  for (let i = 0; i < reads.length; i += 1000) {
    await ex.insert(auditLog).values(reads.slice(i, i + 1000).map(row));
  }
}

/** `minutes` after `base`. */
export const minutesAfter = (base: Date, minutes: number) =>
  new Date(base.getTime() + minutes * 60_000);
