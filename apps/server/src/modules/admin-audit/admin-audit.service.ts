import type {
  AdminAuditFilter,
  AdminAuditPage,
  AdminAuditQuery,
} from '@clinicall/shared/admin-audit/admin-audit';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { adminActionDetail } from '../audit/admin-changes.js';
import { decodeKeyset, encodeKeyset, type KeysetCursor } from '../../lib/keyset-cursor.js';
import { adminAuditCsv } from './admin-audit-csv.js';
import { toAdminAuditEntry } from './admin-audit-entry.js';
import { adminAuditPage } from './admin-audit.repository.js';

const CSV_BATCH = 1000;

/** The filter as the download's audit row records it. */
const filterDetail = (filter: AdminAuditFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));

/**
 * Issue 20 point 8: the super admin reads the admin actions of the audit log. Reading a page is
 * not itself written to the log (it would bury the actions it shows); a download is.
 */
export function createAdminAuditService(db: Db) {
  return {
    async search(query: AdminAuditQuery): Promise<AdminAuditPage> {
      const cursor = query.cursor ? decodeKeyset(query.cursor) : null;
      const rows = await adminAuditPage(db, query, cursor, query.size);
      const shown = rows.slice(0, query.size);
      const last = shown.at(-1);
      return {
        content: shown.map(toAdminAuditEntry),
        nextCursor:
          rows.length > query.size && last
            ? encodeKeyset({ micros: last.micros, id: last.id })
            : null,
      };
    },

    async exportCsv(ctx: SignedInContext, filter: AdminAuditFilter): Promise<Readable> {
      await ctx.audit('admin.audit.download', {
        detail: {
          ...adminActionDetail({ type: 'admin_audit', id: 'csv' }),
          filter: filterDetail(filter),
        },
      });
      return adminAuditCsv(async function* () {
        let cursor: KeysetCursor | null = null;
        for (;;) {
          const rows = await adminAuditPage(db, filter, cursor, CSV_BATCH);
          yield* rows.slice(0, CSV_BATCH).map(toAdminAuditEntry);
          const last = rows[CSV_BATCH - 1];
          if (rows.length <= CSV_BATCH || !last) return;
          cursor = { micros: last.micros, id: last.id };
        }
      });
    },
  };
}

export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
