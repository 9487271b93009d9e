import type { AttachmentSortField } from '@clinicall/shared/patient-attachments';
import { Role } from '@clinicall/shared/roles';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { attachmentJoinRequests, patientAttachments } from '../../db/schema/patient-attachments.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

export type NewAttachment = typeof patientAttachments.$inferInsert;

export type AttachmentFilter = {
  patientId: number;
  search?: string | undefined;
  fileType?: string | undefined;
};

const uploaderName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const sortColumns: Record<AttachmentSortField, SQL | typeof patientAttachments.uploadedAt> = {
  fileName: sql`lower(${patientAttachments.fileName})`,
  uploadedBy: sql`lower(${uploaderName})`,
  uploadedDate: patientAttachments.uploadedAt,
};

/** `%` and `_` typed by the user are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition(scope: ClinicScope, filter: AttachmentFilter) {
  return and(
    scopeCondition(scope, patientAttachments.clinicId),
    eq(patientAttachments.patientId, filter.patientId),
    filter.search ? ilike(patientAttachments.fileName, likePattern(filter.search)) : undefined,
    filter.fileType ? eq(patientAttachments.fileType, filter.fileType) : undefined,
  );
}

/** Attachments are clinic-owned: every read takes the request's scope. */
export const patientAttachmentsRepository = {
  /** The clinics of `scope` that have the patient attachments switch on (B24). */
  async clinicsWithAttachments(ex: Executor, scope: ClinicScope): Promise<number[]> {
    const rows = await ex
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(scopeCondition(scope, clinics.id), eq(clinics.allowPatientAttachment, true)))
      .orderBy(asc(clinics.id));
    return rows.map((r) => r.id);
  },

  /** The clinics of `scope` the patient belongs to, with attachments switched on. */
  async sharedClinicsWithAttachments(ex: Executor, scope: ClinicScope, patientId: number) {
    const rows = await ex
      .select({ id: clinics.id })
      .from(clinics)
      .innerJoin(clinicMemberships, eq(clinicMemberships.clinicId, clinics.id))
      .where(
        and(
          scopeCondition(scope, clinics.id),
          eq(clinics.allowPatientAttachment, true),
          eq(clinicMemberships.userId, patientId),
          eq(clinicMemberships.role, Role.patient),
        ),
      );
    return rows.map((r) => r.id);
  },

  async insert(ex: Executor, rows: NewAttachment[]) {
    return ex.insert(patientAttachments).values(rows).returning({ id: patientAttachments.id });
  },

  async page(
    ex: Executor,
    scope: ClinicScope,
    filter: AttachmentFilter,
    order: { sort: AttachmentSortField; direction: 'asc' | 'desc'; page: number; size: number },
  ) {
    const where = filterCondition(scope, filter);
    const by = order.direction === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      ex
        .select({
          attachment: patientAttachments,
          uploadedBy: uploaderName,
          uploadedByEmail: users.email,
        })
        .from(patientAttachments)
        .innerJoin(users, eq(users.id, patientAttachments.uploadedById))
        .where(where)
        .orderBy(by(sortColumns[order.sort]), by(patientAttachments.id))
        .limit(order.size)
        .offset(order.page * order.size),
      ex
        .select({ n: count() })
        .from(patientAttachments)
        .innerJoin(users, eq(users.id, patientAttachments.uploadedById))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async byIds(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({
        attachment: patientAttachments,
        uploadedBy: uploaderName,
        uploadedByEmail: users.email,
      })
      .from(patientAttachments)
      .innerJoin(users, eq(users.id, patientAttachments.uploadedById))
      .where(inArray(patientAttachments.id, ids))
      .orderBy(asc(patientAttachments.id));
  },

  async fileTypes(ex: Executor, scope: ClinicScope, patientId: number): Promise<string[]> {
    const rows = await ex
      .selectDistinct({ fileType: patientAttachments.fileType })
      .from(patientAttachments)
      .where(filterCondition(scope, { patientId }))
      .orderBy(asc(patientAttachments.fileType));
    return rows.map((r) => r.fileType);
  },

  async findInScope(ex: Executor, scope: ClinicScope, id: number) {
    const [row] = await ex
      .select()
      .from(patientAttachments)
      .where(
        and(scopeCondition(scope, patientAttachments.clinicId), eq(patientAttachments.id, id)),
      );
    return row ?? null;
  },

  /** The clinic an attachment belongs to, for the access rule of its download (null: unknown). */
  async clinicOf(ex: Executor, id: number): Promise<number | null> {
    const [row] = await ex
      .select({ clinicId: patientAttachments.clinicId })
      .from(patientAttachments)
      .where(eq(patientAttachments.id, id));
    return row?.clinicId ?? null;
  },

  async addJoinRequest(ex: Executor, row: typeof attachmentJoinRequests.$inferInsert) {
    await ex.insert(attachmentJoinRequests).values(row).onConflictDoNothing();
  },

  async joinRequestSent(ex: Executor, scope: ClinicScope, patientId: number) {
    const [row] = await ex
      .select({ clinicId: attachmentJoinRequests.clinicId })
      .from(attachmentJoinRequests)
      .where(
        and(
          scopeCondition(scope, attachmentJoinRequests.clinicId),
          eq(attachmentJoinRequests.patientId, patientId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
