import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { sessions, users } from '../../db/schema/identity.js';
import {
  legalAcceptances,
  legalDocuments,
  legalDocumentVersions as versions,
} from '../../db/schema/legal-documents.js';

/** The newest published version of each document: one row per kind. */
const currentVersions = (ex: Executor) =>
  ex
    .selectDistinctOn([versions.kind], {
      kind: versions.kind,
      title: legalDocuments.title,
      audience: legalDocuments.audience,
      versionId: versions.id,
      version: versions.version,
      publishedAt: versions.publishedAt,
      markdown: versions.markdown,
      shipped: versions.shipped,
    })
    .from(versions)
    .innerJoin(legalDocuments, eq(legalDocuments.kind, versions.kind))
    .where(isNotNull(versions.publishedAt))
    .orderBy(versions.kind, desc(versions.version));

export type CurrentVersion = Awaited<ReturnType<typeof currentVersions>>[number];

export const legalDocumentsRepository = {
  currentVersions,

  async documentOf(ex: Executor, kind: string) {
    const [row] = await ex.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
    return row;
  },

  /** Serializes the admin's changes to one document (draft save, discard, publish). */
  async lockDocument(ex: Executor, kind: string) {
    const [row] = await ex
      .select()
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, kind))
      .for('update');
    return row;
  },

  async versionsOf(ex: Executor, kind: string) {
    return ex
      .select({
        id: versions.id,
        version: versions.version,
        markdown: versions.markdown,
        savedAt: versions.savedAt,
        publishedAt: versions.publishedAt,
        shipped: versions.shipped,
        publisher: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        acceptedCount: sql<number>`(select count(*)::int from ${legalAcceptances}
          where ${legalAcceptances.versionId} = ${versions.id})`,
      })
      .from(versions)
      .leftJoin(users, eq(users.id, versions.publishedBy))
      .where(eq(versions.kind, kind))
      .orderBy(desc(versions.version));
  },

  async draftOf(ex: Executor, kind: string) {
    const [row] = await ex
      .select()
      .from(versions)
      .where(and(eq(versions.kind, kind), isNull(versions.publishedAt)));
    return row;
  },

  async nextVersion(ex: Executor, kind: string) {
    const [row] = await ex
      .select({ top: sql<number>`coalesce(max(${versions.version}), 0)::int` })
      .from(versions)
      .where(eq(versions.kind, kind));
    return (row?.top ?? 0) + 1;
  },

  async insertDraft(
    ex: Executor,
    values: { kind: string; version: number; markdown: string; savedBy: number },
  ) {
    const [row] = await ex.insert(versions).values(values).returning();
    return row!;
  },

  async updateDraft(ex: Executor, id: number, values: { markdown: string; savedBy: number }) {
    const [row] = await ex
      .update(versions)
      .set({ ...values, savedAt: sql`now()` })
      .where(and(eq(versions.id, id), isNull(versions.publishedAt)))
      .returning();
    return row;
  },

  async deleteDraft(ex: Executor, id: number) {
    await ex.delete(versions).where(and(eq(versions.id, id), isNull(versions.publishedAt)));
  },

  async publish(ex: Executor, id: number, publishedBy: number) {
    const [row] = await ex
      .update(versions)
      .set({ publishedAt: sql`now()`, publishedBy })
      .where(and(eq(versions.id, id), isNull(versions.publishedAt)))
      .returning();
    return row;
  },

  async acceptedVersionIds(ex: Executor, userId: number, versionIds: number[]) {
    if (versionIds.length === 0) return new Set<number>();
    const rows = await ex
      .select({ versionId: legalAcceptances.versionId })
      .from(legalAcceptances)
      .where(
        and(eq(legalAcceptances.userId, userId), inArray(legalAcceptances.versionId, versionIds)),
      );
    return new Set(rows.map((row) => row.versionId));
  },

  async accept(
    ex: Executor,
    rows: { userId: number; versionId: number; ip: string | null; userAgent: string | null }[],
  ) {
    await ex.insert(legalAcceptances).values(rows).onConflictDoNothing();
  },

  /** The database's own answer (migration 0043): does the user still have a version to accept? */
  async pendingFor(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ pending: sql<boolean>`legal_documents_pending_for(${users.id})` })
      .from(users)
      .where(eq(users.id, userId));
    return row?.pending === true;
  },

  /** Lifts the gate from the user's sessions once nothing is left to accept. */
  async releaseSessions(ex: Executor, userId: number) {
    await ex
      .update(sessions)
      .set({ legalPending: false })
      .where(and(eq(sessions.userId, userId), eq(sessions.legalPending, true)));
  },
};
