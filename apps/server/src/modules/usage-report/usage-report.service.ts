import type { UsageReportQuery } from '@clinicall/shared/admin-report/usage-report';
import type { Readable } from 'node:stream';
import pg from 'pg';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { adminActionDetail } from '../audit/admin-changes.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';
import { reportCsv } from './usage-report-csv.js';
import { copyOut } from './usage-report-copy.js';
import {
  copyReportStatement,
  cursorBefore,
  prepareUsageReportPage,
  type ReportSpan,
} from './usage-report.repository.js';

/** Rows per database read while the report streams from keyset pages (PGlite). */
export const REPORT_BATCH = 2000;

const DAY_MS = 86_400_000;

/** The days as UTC instants, the end day whole. */
export const spanOf = (range: UsageReportQuery): ReportSpan => ({
  from: new Date(`${range.from}T00:00:00.000Z`),
  until: new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS),
});

/** The report's lines after its header, as keyset pages: one CSV text each. */
export function keysetLines(db: Db, batch = REPORT_BATCH) {
  const usageReportPage = prepareUsageReportPage(db);
  return async function* (span: ReportSpan): AsyncGenerator<string> {
    let cursor: KeysetCursor = cursorBefore(span);
    for (;;) {
      const page = await usageReportPage(span, cursor, batch);
      if (page.text !== '') yield page.text;
      if (page.count < batch || !page.last) return;
      cursor = page.last;
    }
  };
}

/**
 * The same lines from one `COPY … TO STDOUT`: on PostgreSQL the keyset pages cost three times
 * the COPY of the same rows (bench/usage-report.mjs), each page re-planned, joined and aggregated
 * on its own. PGlite has no COPY to a client stream.
 */
export const copyLines = (db: Db, pool: pg.Pool) => (span: ReportSpan) =>
  copyOut(pool, copyReportStatement(db, span));

/** Issue 20 point 7: the super admin's usage report, one row per encounter in the range. */
export function createUsageReportService(db: Db, batch = REPORT_BATCH) {
  const client = (db as unknown as { $client: unknown }).$client;
  const lines = client instanceof pg.Pool ? copyLines(db, client) : keysetLines(db, batch);
  return {
    /** Audited before the first byte: a download cut off half way still disclosed what it sent. */
    async exportCsv(ctx: SignedInContext, range: UsageReportQuery): Promise<Readable> {
      await ctx.audit('admin.report.download', {
        detail: {
          ...adminActionDetail({ type: 'usage_report', id: `${range.from}..${range.to}` }),
          range: { from: range.from, to: range.to },
        },
      });
      const span = spanOf(range);
      return reportCsv(() => lines(span));
    },
  };
}

export type UsageReportService = ReturnType<typeof createUsageReportService>;
