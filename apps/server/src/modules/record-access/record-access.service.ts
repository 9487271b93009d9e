import { PageSize } from '@clinicall/shared/constants';
import { ALL_ROLES, type Role } from '@clinicall/shared/roles';
import type {
  AccessLogEntry,
  AccessLogFilter,
  AccessLogPage,
  AccessLogQuery,
  RecordVisit,
  RecordVisitPage,
  RecordVisitsQuery,
} from '@clinicall/shared/record-access/record-access';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { decodeCursor, encodeCursor, isoFromMicros, type AccessCursor } from './access-cursor.js';
import { accessLogPage, type AccessLogRow } from './access-log.repository.js';
import { csvStream } from './access-log-csv.js';
import { recordVisitsPage, type RecordVisitRow } from './record-visits.repository.js';

/** Rows per database read while a CSV streams. */
const CSV_BATCH = 1000;

const person = (first: string | null, last: string | null) =>
  first === null || last === null ? null : { firstName: first, lastName: last };

const named = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null || last === null ? null : { id, firstName: first, lastName: last };

const knownRole = (role: string | null): Role | null => ALL_ROLES.find((r) => r === role) ?? null;

function toVisit(row: RecordVisitRow): RecordVisit {
  return {
    key: `${row.lastId}.${row.lastPosition}`,
    reader: person(row.readerFirst, row.readerLast),
    readerRole: knownRole(row.actorRole),
    actingAssistant: person(row.assistantFirst, row.assistantLast),
    clinicName: row.clinicName,
    // Each kind once, in the order first read.
    kinds: [...new Set(row.kinds.map((k) => k ?? 'other'))],
    firstAt: isoFromMicros(row.firstMicros),
    lastAt: isoFromMicros(row.lastMicros),
    reads: row.reads,
  };
}

function toEntry(row: AccessLogRow): AccessLogEntry {
  return {
    id: row.id,
    at: isoFromMicros(row.micros),
    patient: named(row.patientId, row.patientFirst, row.patientLast),
    reader: named(row.readerId, row.readerFirst, row.readerLast),
    readerRole: row.readerRole,
    actingAssistant: named(row.assistantId, row.assistantFirst, row.assistantLast),
    kind: row.kind,
    recordId: row.recordId,
    route: row.route,
    ip: row.ip,
  };
}

/** A page read with one extra row: the extra row says a next page exists, and is not shown. */
function paged<R, T>(
  rows: R[],
  size: number,
  map: (row: R) => T,
  cursorOf: (row: R) => AccessCursor,
) {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    content: shown.map(map),
    nextCursor: rows.length > size && last ? encodeCursor(cursorOf(last)) : null,
  };
}

/** The filter as the audit row records it: what was searched for, not the page asked. */
const filterDetail = (filter: AccessLogFilter) => ({
  ...(filter.patient ? { patient: filter.patient } : {}),
  ...(filter.reader ? { reader: filter.reader } : {}),
  ...(filter.from ? { from: filter.from } : {}),
  ...(filter.to ? { to: filter.to } : {}),
  ...(filter.kind ? { kind: filter.kind } : {}),
});

/** Issue 19 path 5: who read a patient's record, for the patient and for their clinic's admin. */
export function createRecordAccessService(db: Db) {
  return {
    /** The patient's (or their family account holder's) "Who viewed my record". */
    async visits(ctx: ScopedContext, query: RecordVisitsQuery): Promise<RecordVisitPage> {
      const patientId = query.patientId ?? ctx.actor.userId;
      const size = PageSize.recordVisits;
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await recordVisitsPage(db, patientId, cursor, size);
      return paged(rows, size, toVisit, (row) => ({
        micros: row.lastMicros,
        id: Number(row.lastId),
        position: row.lastPosition,
      }));
    },

    /** The clinic admin's search: each page viewed is itself an audited admin action. */
    async search(
      ctx: ScopedContext,
      clinicId: number,
      query: AccessLogQuery,
    ): Promise<AccessLogPage> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await accessLogPage(db, clinicId, ctx.scope, query, cursor, query.size);
      await ctx.audit('access-log.viewed', {
        clinicId,
        detail: { filter: filterDetail(query), page: cursor ? 'next' : 'first' },
      });
      return paged(rows, query.size, toEntry, (row) => ({
        micros: row.micros,
        id: row.id,
        position: row.position,
      }));
    },

    /**
     * The same search as CSV. The download is audited before the first byte: a download cut off
     * half way was still a disclosure.
     */
    async exportCsv(
      ctx: ScopedContext,
      clinicId: number,
      filter: AccessLogFilter,
    ): Promise<Readable> {
      await ctx.audit('access-log.downloaded', {
        clinicId,
        detail: { filter: filterDetail(filter) },
      });
      const scope = ctx.scope;
      return csvStream(async function* () {
        let cursor: AccessCursor | null = null;
        for (;;) {
          const rows = await accessLogPage(db, clinicId, scope, filter, cursor, CSV_BATCH);
          yield* rows.slice(0, CSV_BATCH);
          const last = rows[CSV_BATCH - 1];
          if (rows.length <= CSV_BATCH || !last) return;
          cursor = { micros: last.micros, id: last.id, position: last.position };
        }
      });
    },
  };
}

export type RecordAccessService = ReturnType<typeof createRecordAccessService>;
