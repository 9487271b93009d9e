import {
  LIST_KINDS,
  RPM_DAY_PAGE,
  RPM_LIST_LIMIT,
  RPM_TREND_POINTS,
  type DayReadings,
  type ListKind,
  type Measures,
} from '@clinicall/shared/monitoring/measures';
import { PhysicalRanges, type Measure } from '@clinicall/shared/monitoring/metrics';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { isoInstant } from '../../lib/iso-text.js';
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.js';
import { addDays, instantAt } from '../../lib/local-time.js';
import { enrolmentsRepository as enrolments } from './enrolments.repository.js';
import { listRowsOf } from './list-rows.js';
import type { PartnerPort } from './partner-port.service.js';
import { rangeReading } from './range-readings.js';
import { dayCounts } from './reading-days.js';
import { readingsRepository as readings } from './readings.repository.js';
import { trendsOf } from './trends.js';

const DAY_MS = 86_400_000;
/** `from`..`to` as days in UTC, both included (G6). */
const rangeOf = (from: string, to: string) => ({
  from: new Date(`${from}T00:00:00Z`),
  to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
});

/** The zone the account reads its days in (encounter lists read it alike). */
const zoneOf = (ctx: ScopedContext) => ctx.actor.account.timeZone ?? 'UTC';

/** G6, G14, G18–G20: what a partner delivered for a patient, as the views read it. */
export function createMeasuresService(deps: { db: Db; port: PartnerPort }) {
  const { db, port } = deps;

  /** The view, once the patient is known at the partner (G5's 404 otherwise). */
  async function activeView(ctx: ScopedContext, key: string, patientId: number) {
    const view = await port.view(ctx, key);
    const e = await enrolments.of(db, view.partnerId, patientId);
    if (e?.state !== 'ACTIVE') throw domainError('NOT_FOUND');
    return view;
  }

  return {
    async measures(
      ctx: ScopedContext,
      key: string,
      patientId: number,
      q: { from: string; to: string },
    ): Promise<Measures> {
      const view = await activeView(ctx, key, patientId);
      const rows = await readings.listedInRange(db, {
        partnerId: view.partnerId,
        patientId,
        ...rangeOf(q.from, q.to),
      });
      const listed = rows.filter((r) => r[1] !== 'respiratorySound').map(rangeReading);
      const newestFirst = [...listed].reverse();
      const lists = Object.fromEntries(
        LIST_KINDS.map((kind) => {
          const mine = newestFirst.filter((r) => r.kind === kind).slice(0, RPM_LIST_LIMIT);
          return [kind, listRowsOf(kind, mine)];
        }),
      ) as Pick<Measures, ListKind>;
      return {
        ...lists,
        days: dayCounts(newestFirst, zoneOf(ctx)),
        trends: trendsOf(listed, RPM_TREND_POINTS),
      };
    },

    /**
     * G15: one kind's readings of one day (midnight to midnight in the account's zone), newest
     * first, a page at a time: a day may hold thousands (a device sending every few seconds).
     */
    async day(
      ctx: ScopedContext,
      key: string,
      patientId: number,
      q: { kind: ListKind; date: string; cursor?: string | undefined },
    ): Promise<DayReadings> {
      const view = await activeView(ctx, key, patientId);
      const zone = zoneOf(ctx);
      const rows = await readings.dayPage(db, {
        partnerId: view.partnerId,
        patientId,
        kind: q.kind,
        from: instantAt(q.date, '00:00', zone),
        to: instantAt(addDays(q.date, 1), '00:00', zone),
        cursor: q.cursor ? decodeKeyset(q.cursor) : null,
        limit: RPM_DAY_PAGE + 1,
      });
      const shown = rows.slice(0, RPM_DAY_PAGE);
      const last = shown.at(-1);
      const next =
        rows.length > RPM_DAY_PAGE && last
          ? encodeKeyset({ micros: last.micros, id: last.id })
          : null;
      // Under its kind's name, as the measures answer lists it.
      const written = shown.map((r) => ({ ...r, measuredAt: isoInstant(r.measuredAt) }));
      return { [q.kind]: listRowsOf(q.kind, written), next };
    },

    /** G18: one rhythm reading's ECG trace. */
    async rhythm(ctx: ScopedContext, key: string, patientId: number, readingId: number) {
      const view = await activeView(ctx, key, patientId);
      const row = await readings.one(db, view.partnerId, patientId, readingId);
      const ecg = row?.detail?.['ecg'] as { hz: number; samples: number[] } | undefined;
      if (!row || row.kind !== 'rhythm' || !ecg) throw domainError('NOT_FOUND');
      return {
        id: row.id,
        measuredAt: row.measuredAt.toISOString(),
        pulse: row.measures['pulse'] ?? 0,
        hz: ecg.hz,
        samples: ecg.samples,
      };
    },

    /** G19: the respiratory sounds counted per interval (the partner must count them). */
    async respiratorySounds(
      ctx: ScopedContext,
      key: string,
      patientId: number,
      q: { from: string; to: string },
    ) {
      const view = await activeView(ctx, key, patientId);
      if (!view.adapter.respiratorySounds) throw domainError('NOT_FOUND');
      const rows = await readings.inRange(db, {
        partnerId: view.partnerId,
        patientId,
        ...rangeOf(q.from, q.to),
        kinds: ['respiratorySound'],
      });
      return rows.map((r) => ({
        sound: (r.sound ?? 'COUGH') as 'COUGH',
        intervalStart: r.measuredAt.toISOString(),
        eventCount: r.measures['eventCount'] ?? 0,
      }));
    },

    /** G20: the partner's observations of one measure over the default window. */
    async observations(
      ctx: ScopedContext,
      key: string,
      patientId: number,
      name: Measure,
      now: Date,
    ) {
      const view = await activeView(ctx, key, patientId);
      if (!view.adapter.observations) throw domainError('NOT_FOUND');
      const rows = await readings.inRange(db, {
        partnerId: view.partnerId,
        patientId,
        from: new Date(now.getTime() - 60 * DAY_MS),
        to: new Date(now.getTime() + DAY_MS),
      });
      return rows
        .filter((r) => r.measures[name] !== undefined)
        .reverse()
        .slice(0, RPM_LIST_LIMIT)
        .map((r) => ({
          id: r.id,
          measuredAt: r.measuredAt.toISOString(),
          value: r.measures[name] ?? 0,
          unit: PhysicalRanges[name].unit,
        }));
    },
  };
}

export type MeasuresService = ReturnType<typeof createMeasuresService>;
