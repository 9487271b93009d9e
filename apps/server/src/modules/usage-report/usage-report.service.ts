import type { UsageReportQuery } from '@clinicall/shared/admin-report/usage-report';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { adminActionDetail } from '../audit/admin-changes.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';
import { reportCsv } from './usage-report-csv.js';
import {
  cursorBefore,
  prepareUsageReportPage,
  type ReportSpan,
} from './usage-report.repository.js';

/** Rows per database read while the report streams. */
export const REPORT_BATCH = 2000;

const DAY_MS = 86_400_000;

/** The days as UTC instants, the end day whole. */
export const spanOf = (range: UsageReportQuery): ReportSpan => ({
  from: new Date(`${range.from}T00:00:00.000Z`),
  until: new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS),
});

/** Issue 20 point 7: the super admin's usage report, one row per encounter in the range. */
export function createUsageReportService(db: Db, batch = REPORT_BATCH) {
  const usageReportPage = prepareUsageReportPage(db);
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
      return reportCsv(async function* () {
        let cursor: KeysetCursor = cursorBefore(span);
        for (;;) {
          const page = await usageReportPage(span, cursor, batch);
          if (page.text !== '') yield page.text;
          if (page.count < batch || !page.last) return;
          cursor = page.last;
        }
      });
    },
  };
}

export type UsageReportService = ReturnType<typeof createUsageReportService>;
