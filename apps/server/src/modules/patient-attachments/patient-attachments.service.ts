import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FileLimits, FileMessages } from '@clinicall/shared/files';
import {
  ATTACHMENT_FILE_TYPES,
  AttachmentMessages,
  type AttachmentPage,
  type AttachmentSortField,
  type ForbiddenAttach,
  type PatientAttachment,
} from '@clinicall/shared/patient-attachments';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import { clinicsScope, type ClinicScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { storeChecked, type FileExtension, type FileStorage } from '../storage/storage.service.js';
import {
  patientAttachmentsRepository as repo,
  type AttachmentFilter,
} from './patient-attachments.repository.js';
import { isPatientUser } from './patients.js';

export type UploadPart = { fileName: string; stream: Readable };

export type SearchInput = {
  patientId?: number | undefined;
  search?: string | undefined;
  fileType?: string | undefined;
  page: number;
  size: number;
  sort: AttachmentSortField;
  direction: 'asc' | 'desc';
};

type Row = Awaited<ReturnType<typeof repo.byIds>>[number];

const toDto = ({ attachment: a, uploadedBy, uploadedByEmail }: Row): PatientAttachment => ({
  id: a.id,
  fileName: a.fileName,
  savedFileName: a.storageKey,
  fileType: a.fileType,
  size: a.sizeBytes,
  uploadedDate: a.uploadedAt.toISOString(),
  uploadedBy,
  uploadedByEmail,
  attachedTo: 'GENERAL',
  relatedEntityId: a.patientId,
});

/**
 * A patient's Attachments tab (spec 2 §2, §6; F52–F61). Who reaches which patient is the access
 * plugin's `Clinic.patient` rule (the patient, the family head, staff of a shared clinic); here the
 * scope is narrowed further to the clinics that have the attachments switch on (B24).
 */
export function createPatientAttachmentsService(deps: {
  db: Db;
  storage: FileStorage;
  isSelfOrFamily: (callerId: number, patientId: number) => Promise<boolean>;
}) {
  const { db, storage, isSelfOrFamily } = deps;

  /** The caller's clinics for this patient that keep attachments; none: the tab is off (403). */
  async function enabledScope(scope: ClinicScope): Promise<ClinicScope> {
    const enabled = await repo.clinicsWithAttachments(db, scope);
    if (enabled.length === 0) throw domainError('FORBIDDEN', AttachmentMessages.attachmentsOff);
    // A narrowing of the plugin's scope: every id came from it.
    return clinicsScope(enabled);
  }

  const patientOf = (ctx: ScopedContext, patientId?: number) => patientId ?? ctx.actor.userId;

  /** Stores every file or none: one refused file removes those stored before it. */
  async function storeAll(parts: AsyncIterable<UploadPart>) {
    const stored: { key: string; fileName: string; size: number; extension: FileExtension }[] = [];
    let total = 0;
    try {
      for await (const part of parts) {
        const remaining = FileLimits.messageTotalBytes - total;
        const key = `patient-attachments/${randomUUID()}`;
        const result = await storeChecked(storage, key, part, {
          maxBytes: Math.min(FileLimits.attachmentBytes, remaining),
          extensions: ATTACHMENT_FILE_TYPES,
          tooLargeMessage:
            remaining < FileLimits.attachmentBytes
              ? FileMessages.messageTotalTooLarge
              : FileMessages.attachmentTooLarge,
        });
        total += result.size;
        stored.push({ key, fileName: part.fileName, ...result });
      }
    } catch (error) {
      await Promise.all(stored.map((file) => storage.remove(file.key)));
      throw error;
    }
    return stored;
  }

  /** F57, F61: whether none of the caller's clinics that keep attachments holds the patient. */
  async function forbiddenState(ctx: ScopedContext, patientId: number): Promise<ForbiddenAttach> {
    const shared = await repo.sharedClinicsWithAttachments(db, ctx.scope, patientId);
    if (shared.length > 0) return { forbidden: false, joinRequestSent: false };
    return {
      forbidden: true,
      joinRequestSent: await repo.joinRequestSent(db, ctx.scope, patientId),
    };
  }

  return {
    forbiddenState,

    /** F52, F59, F60: several files at once, each checked by content and size, kept together. */
    async upload(
      ctx: ScopedContext,
      query: { patientId?: number | undefined; clinicId?: number | undefined },
      parts: AsyncIterable<UploadPart>,
    ): Promise<PatientAttachment[]> {
      const patientId = patientOf(ctx, query.patientId);
      const enabled = (await enabledScope(ctx.scope)).clinicIds;
      const clinicId = query.clinicId ?? enabled[0];
      if (clinicId === undefined || !enabled.includes(clinicId))
        throw domainError('CLINIC_FORBIDDEN');
      const stored = await storeAll(parts);
      if (stored.length === 0) throw domainError('VALIDATION', 'Please select a file to upload.');
      try {
        const ids = await db.transaction(async (tx) => {
          const inserted = await repo.insert(
            tx,
            stored.map((file) => ({
              clinicId,
              patientId,
              fileName: file.fileName,
              storageKey: file.key,
              fileType: file.extension,
              sizeBytes: file.size,
              uploadedById: ctx.actor.userId,
            })),
          );
          await ctx.audit(
            'patient-attachments.uploaded',
            { subject: String(patientId), detail: { clinicId, files: stored.length } },
            tx,
          );
          return inserted.map((r) => r.id);
        });
        return (await repo.byIds(db, ids)).map(toDto);
      } catch (error) {
        await Promise.all(stored.map((file) => storage.remove(file.key)));
        throw error;
      }
    },

    /** F53, F56: one page of the patient's files in the caller's clinics, filtered and sorted. */
    async search(ctx: ScopedContext, input: SearchInput): Promise<AttachmentPage> {
      const scope = await enabledScope(ctx.scope);
      const filter: AttachmentFilter = {
        patientId: patientOf(ctx, input.patientId),
        search: input.search || undefined,
        fileType: input.fileType,
      };
      const { rows, total } = await repo.page(db, scope, filter, input);
      return {
        content: rows.map(toDto),
        last: (input.page + 1) * input.size >= total,
        totalElements: total,
      };
    },

    async fileTypes(ctx: ScopedContext, patientId?: number): Promise<string[]> {
      return repo.fileTypes(db, await enabledScope(ctx.scope), patientOf(ctx, patientId));
    },

    /**
     * F54: the stored file, to stream. Staff reach files of their clinics; a patient only their own
     * and their family's (a clinic shared with another patient is not enough).
     */
    async download(ctx: ScopedContext, id: number) {
      const attachment = await repo.findInScope(db, await enabledScope(ctx.scope), id);
      if (!attachment) throw domainError('NOT_FOUND');
      if (
        ctx.actor.role === Role.patient &&
        !(await isSelfOrFamily(ctx.actor.userId, attachment.patientId))
      ) {
        throw domainError('FORBIDDEN');
      }
      ctx.readsPatient(attachment.patientId, attachment.clinicId);
      return {
        key: attachment.storageKey,
        fileName: attachment.fileName,
        extension: attachment.fileType as FileExtension,
        size: attachment.sizeBytes,
      };
    },

    /** F61: asks a patient outside the caller's clinics to join the first that keeps attachments. */
    async requestJoin(ctx: ScopedContext, patientId: number): Promise<ForbiddenAttach> {
      const state = await forbiddenState(ctx, patientId);
      if (!state.forbidden) return state;
      const [clinicId] = (await enabledScope(ctx.scope)).clinicIds;
      if (clinicId === undefined) throw domainError('NOT_FOUND');
      // Issue 19 path 11: an id that is no patient answers as a patient out of reach does (ids
      // are sequential, so another answer would tell who exists); nothing is recorded for it.
      const sent: ForbiddenAttach = { forbidden: true, joinRequestSent: true };
      if (!(await isPatientUser(db, patientId))) return sent;
      await db.transaction(async (tx) => {
        await repo.addJoinRequest(tx, { clinicId, patientId, requestedById: ctx.actor.userId });
        await ctx.audit(
          'patient-attachments.join-requested',
          { subject: String(patientId), detail: { clinicId } },
          tx,
        );
      });
      return sent;
    },
  };
}

export type PatientAttachmentsService = ReturnType<typeof createPatientAttachmentsService>;
