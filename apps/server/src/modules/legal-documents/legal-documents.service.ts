import {
  LEGAL_DOCUMENT_KINDS,
  type AdminLegalDocument,
  type LegalDocumentKind,
  type LegalVersion,
  type PublishedLegalDocument,
  type PublishLegalDraft,
} from '@clinicall/shared/legal-documents';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { adminActionDetail, type FieldChange } from '../audit/admin-changes.js';
import {
  legalDocumentsRepository as repo,
  type CurrentVersion,
} from './legal-documents.repository.js';

const published = (row: CurrentVersion): PublishedLegalDocument => ({
  kind: row.kind as LegalDocumentKind,
  title: row.title,
  versionId: row.versionId,
  version: row.version,
  publishedAt: row.publishedAt!.toISOString(),
  markdown: row.markdown,
});

/** Whether a document's acceptance is asked of this role (the telehealth consent: patients). */
const appliesTo = (audience: string, role: Role) =>
  audience === 'everyone' || role === Role.patient;

/**
 * Issue 20 point 10: the installation's legal documents. The super admin keeps one draft per
 * document and publishes it; a published version never changes. Each user accepts the current
 * versions that apply to them once, at the sign-in after they were published (the session is
 * gated until then, migration 0043), and each acceptance is kept with its time and address.
 */
export function createLegalDocumentsService(db: Db) {
  /** The current versions a user has yet to accept (shipped templates are never asked). */
  async function pendingFor(ctx: SignedInContext) {
    const current = (await repo.currentVersions(db)).filter(
      (row) => !row.shipped && appliesTo(row.audience, ctx.actor.role),
    );
    const accepted = await repo.acceptedVersionIds(
      db,
      ctx.actor.userId,
      current.map((row) => row.versionId),
    );
    return current.filter((row) => !accepted.has(row.versionId));
  }

  async function adminView(kind: string): Promise<AdminLegalDocument> {
    const document = await repo.documentOf(db, kind);
    if (!document) throw domainError('NOT_FOUND');
    const rows = await repo.versionsOf(db, kind);
    return {
      kind: document.kind as LegalDocumentKind,
      title: document.title,
      audience: document.audience as AdminLegalDocument['audience'],
      versions: rows.map((row): LegalVersion => ({
        id: row.id,
        version: row.version,
        status: row.publishedAt ? 'published' : 'draft',
        markdown: row.markdown,
        savedAt: row.savedAt.toISOString(),
        publishedAt: row.publishedAt?.toISOString() ?? null,
        publishedBy: row.publisher,
        shipped: row.shipped,
        acceptedCount: row.acceptedCount,
      })),
    };
  }

  /** The admin audit row's detail: the document version acted on and what changed. */
  const detail = (kind: string, version: number, changes: Record<string, FieldChange>) => ({
    detail: adminActionDetail({ type: 'legal-document', id: `${kind} v${version}` }, changes),
  });

  return {
    /** The current published version of a document, for anyone (the login page links to it). */
    async current(kind: LegalDocumentKind): Promise<PublishedLegalDocument> {
      const row = (await repo.currentVersions(db)).find((r) => r.kind === kind);
      if (!row) throw domainError('NOT_FOUND');
      return published(row);
    },

    async pending(ctx: SignedInContext) {
      return { documents: (await pendingFor(ctx)).map(published) };
    },

    /**
     * Records the acceptance of current versions; a version that is no longer current (a newer
     * one was published meanwhile) or does not apply to the user is refused, and nothing is kept.
     * Once nothing is left to accept, the user's gated sessions are released.
     */
    async accept(ctx: SignedInContext, versionIds: number[]) {
      const acceptable = new Set(
        (await repo.currentVersions(db))
          .filter((row) => !row.shipped && appliesTo(row.audience, ctx.actor.role))
          .map((row) => row.versionId),
      );
      if (!versionIds.every((id) => acceptable.has(id))) throw domainError('LEGAL_VERSION_STALE');
      const userId = ctx.actor.userId;
      await db.transaction(async (tx) => {
        await repo.accept(
          tx,
          [...new Set(versionIds)].map((versionId) => ({
            userId,
            versionId,
            ip: ctx.ip,
            userAgent: ctx.userAgent?.slice(0, 500) ?? null,
          })),
        );
        if (!(await repo.pendingFor(tx, userId))) await repo.releaseSessions(tx, userId);
      });
      return { documents: (await pendingFor(ctx)).map(published) };
    },

    /** The documents in the order the login page names them: terms, privacy, telehealth. */
    async list(): Promise<AdminLegalDocument[]> {
      return Promise.all(LEGAL_DOCUMENT_KINDS.map((kind) => adminView(kind)));
    },

    get: (kind: LegalDocumentKind) => adminView(kind),

    /** Saves the document's one draft, creating it as the next version when there is none. */
    async saveDraft(ctx: SignedInContext, kind: LegalDocumentKind, markdown: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.lockDocument(tx, kind))) throw domainError('NOT_FOUND');
        const draft = await repo.draftOf(tx, kind);
        const saved = draft
          ? await repo.updateDraft(tx, draft.id, { markdown, savedBy: ctx.actor.userId })
          : await repo.insertDraft(tx, {
              kind,
              version: await repo.nextVersion(tx, kind),
              markdown,
              savedBy: ctx.actor.userId,
            });
        await ctx.audit(
          'admin.legal.draft-save',
          detail(kind, saved!.version, {
            characters: { from: draft?.markdown.length ?? null, to: markdown.length },
          }),
          tx,
        );
      });
      return adminView(kind);
    },

    async discardDraft(ctx: SignedInContext, kind: LegalDocumentKind) {
      await db.transaction(async (tx) => {
        if (!(await repo.lockDocument(tx, kind))) throw domainError('NOT_FOUND');
        const draft = await repo.draftOf(tx, kind);
        if (!draft) throw domainError('NOT_FOUND');
        await repo.deleteDraft(tx, draft.id);
        await ctx.audit(
          'admin.legal.draft-discard',
          detail(kind, draft.version, { status: { from: 'draft', to: null } }),
          tx,
        );
      });
      return adminView(kind);
    },

    /**
     * Publishes the draft exactly as the admin previewed it: its version and text must still be
     * those the request names, or nothing is published (another admin saved meanwhile).
     */
    async publish(ctx: SignedInContext, kind: LegalDocumentKind, reviewed: PublishLegalDraft) {
      await db.transaction(async (tx) => {
        if (!(await repo.lockDocument(tx, kind))) throw domainError('NOT_FOUND');
        const draft = await repo.draftOf(tx, kind);
        if (!draft || draft.version !== reviewed.version || draft.markdown !== reviewed.markdown) {
          throw domainError('LEGAL_VERSION_STALE');
        }
        await repo.publish(tx, draft.id, ctx.actor.userId);
        await ctx.audit(
          'admin.legal.publish',
          detail(kind, draft.version, { status: { from: 'draft', to: 'published' } }),
          tx,
        );
      });
      return adminView(kind);
    },
  };
}

export type LegalDocumentsService = ReturnType<typeof createLegalDocumentsService>;
